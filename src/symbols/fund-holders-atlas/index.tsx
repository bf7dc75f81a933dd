import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, marketApi, readHolderAtlas, trimAtlasSymbols, type AtlasHolder } from '@fund/core/market';
import { plainPercentText } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /s/{symbol}/holders_atlas/?type=holders_atlas: each top holder with the other stocks it holds. */
function FundHoldersAtlasPage() {
  const { symbol = '', type } = useRouterParams();
  const state = useScreenData(async () => readHolderAtlas(await market.holdersAtlas({ params: { id: symbol }, query: type ? { type } : {} })), [symbol, type]);
  return (
    <View className="mk-page">
      <AsyncBody state={state} isEmpty={(a) => a.holders.length === 0}>
        {(atlas) => (
          <>
            <Text className="mk-note">{`${MARKET_TEXTS.reportDate} ${atlas.reportDate ?? '--'}`}</Text>
            {atlas.holders.map((h) => (
              <HolderGroup key={`${h.shareholderId ?? h.name}`} holder={h} />
            ))}
          </>
        )}
      </AsyncBody>
    </View>
  );
}

function HolderGroup({ holder }: { holder: AtlasHolder }) {
  const [expanded, setExpanded] = useState(false);
  const group = trimAtlasSymbols(holder.symbols, expanded);
  return (
    <View className="card atlas-group">
      <View {...tapLabel(ACCESSIBILITY_TEXTS.open(holder.name))} className="mk-row tap" onClick={() => (holder.shareholderId === null ? undefined : void navigate(`/symbols/shareholders/${holder.shareholderId}/`))}>
        <View className="mk-main">
          <Text className="mk-name atlas-holder">{holder.name}</Text>
          <Text className="mk-sub">{holder.kind}</Text>
        </View>
        <Text className="mk-cell">{plainPercentText(holder.percent)}</Text>
      </View>
      <Text className="mk-note">{holder.symbols.length > 0 ? MARKET_TEXTS.otherHoldings : MARKET_TEXTS.noOtherHoldings}</Text>
      <View className="mk-chips">
        {group.shown.map((s) => (
          <Text {...BUTTON_ROLE} key={s.symbol} className="mk-chip atlas-symbol tap" onClick={() => void navigate(`/s/${s.symbol}/`)}>
            {s.name}
          </Text>
        ))}
        {group.trimmed ? (
          <Text {...BUTTON_ROLE} className="mk-link atlas-view-all tap" onClick={() => setExpanded(true)}>
            {MARKET_TEXTS.viewAll}
          </Text>
        ) : null}
      </View>
    </View>
  );
}

export default largeTextPage(FundHoldersAtlasPage);
