import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, breadthShares, marketApi } from '@fund/core/market';
import { SECTOR_SORTS, readMarketOverview, sortSectorRows } from '@fund/core/research';
import { formatAmount } from '@fund/core/money';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

const ENTRIES = [
  { label: MARKET_TEXTS.sectors, url: '/symbols/sectors/' },
  { label: MARKET_TEXTS.blockTrades, url: '/symbols/stocks/block_trade/' },
  { label: MARKET_TEXTS.champions, url: '/symbols/shareholders/champions/' },
];

/** /symbols/markets/cn/detail/?sort=: indexes, breadth, limit moves, turnover and the sector ranking. */
function MarketsCnDetailPage() {
  const [sort, setSort] = useState(useRouterParams().sort ?? SECTOR_SORTS[0].value);
  const state = useScreenData(async () => readMarketOverview(await market.marketsCn({})), []);
  return (
    <View className="mk-page">
      <AsyncBody state={state}>
        {(m) => {
          const shares = breadthShares(m.rise, m.draw, m.drop);
          return (
            <>
              <Text className="mk-note">{`${m.tradedate ?? ''} ${m.tradeStatus}`}</Text>
              <View className="card mk-figures">
                {m.indexes.map((ix) => (
                  <View {...tapLabel(ACCESSIBILITY_TEXTS.open(ix.name))} key={ix.symbol} className="mk-figure overview-index tap" onClick={() => void navigate(`/s/${ix.symbol}/`)}>
                    <Text className="mk-figure-label">{ix.name}</Text>
                    <Text className="mk-figure-value">{ix.current === null ? '--' : formatAmount(ix.current, 2)}</Text>
                    <PercentText value={ix.percent} />
                  </View>
                ))}
              </View>
              <View className="card">
                <Text className="mk-title">{MARKET_TEXTS.breadth}</Text>
                <View className="mk-breadth">
                  <View className="mk-breadth-up" style={{ width: `${shares.rise}%` }} />
                  <View className="mk-breadth-flat" style={{ width: `${shares.draw}%` }} />
                  <View className="mk-breadth-down" style={{ width: `${shares.drop}%` }} />
                </View>
                <View className="mk-figures">
                  <Figure label={MARKET_TEXTS.rise} value={String(m.rise)} tone="up" />
                  <Figure label={MARKET_TEXTS.draw} value={String(m.draw)} tone="flat" />
                  <Figure label={MARKET_TEXTS.drop} value={String(m.drop)} tone="down" />
                  <Figure label={MARKET_TEXTS.limitUp} value={String(m.limitUp)} tone="up" />
                  <Figure label={MARKET_TEXTS.limitDown} value={String(m.limitDown)} tone="down" />
                  <Figure label={MARKET_TEXTS.turnover} value={m.amountTotal} tone="" />
                </View>
              </View>
              <View className="card mk-figures">
                {ENTRIES.map((e) => (
                  <Text {...BUTTON_ROLE} key={e.url} className="mk-figure mk-link tap" onClick={() => void navigate(e.url)}>
                    {e.label}
                  </Text>
                ))}
              </View>
              <View className="card">
                <Text className="mk-title">{MARKET_TEXTS.sectorRanking}</Text>
                <View className="mk-tabs">
                  {SECTOR_SORTS.map((s) => (
                    <Text {...BUTTON_ROLE} key={s.value} className={`mk-tab tap${s.value === sort ? ' mk-tab-active' : ''}`} onClick={() => setSort(s.value)}>
                      {s.label}
                    </Text>
                  ))}
                </View>
                {sortSectorRows(m.sectors, sort).map((s) => (
                  <View {...tapLabel(ACCESSIBILITY_TEXTS.open(s.name))} key={s.id ?? s.name} className="mk-row sector-row tap" onClick={() => (s.id === null ? undefined : void navigate(`/symbols/markets/cn/sect/${s.id}/`))}>
                    <Text className="mk-main">{s.name}</Text>
                    <View className="mk-cell">
                      <PercentText value={s.percentDay} />
                    </View>
                  </View>
                ))}
              </View>
            </>
          );
        }}
      </AsyncBody>
    </View>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <View className="mk-figure">
      <Text className="mk-figure-label">{label}</Text>
      <Text className={`mk-figure-value ${tone}`}>{value}</Text>
    </View>
  );
}

export default largeTextPage(MarketsCnDetailPage);
