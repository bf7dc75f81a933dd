import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, marketApi } from '@fund/core/market';
import { plainPercentText, readSimilarKLine } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /s/{symbol}/similar_k_line/: past stretches of other stocks shaped like this symbol's recent days, and what followed. */
function FundSimilarKLinePage() {
  const symbol = useRouterParams().symbol ?? '';
  const state = useScreenData(async () => readSimilarKLine(await market.similarKLine({ params: { symbol } })), [symbol]);
  return (
    <View className="mk-page">
      <AsyncBody state={state} isEmpty={(v) => v.rows.length === 0}>
        {(v) => (
          <View className="card">
            <View className="mk-head">
              <Text className="mk-main">{MARKET_TEXTS.similarWindow}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.similarity}</Text>
              <Text className="mk-cell">{MARKET_TEXTS.afterPercent}</Text>
            </View>
            {v.rows.map((r) => (
              <View {...tapLabel(ACCESSIBILITY_TEXTS.open(r.name))} key={`${r.symbol}${r.window}`} className="mk-row similar-row tap" onClick={() => void navigate(`/s/${r.symbol}/`)}>
                <View className="mk-main">
                  <Text className="mk-name">{r.name}</Text>
                  <Text className="mk-sub">{r.window}</Text>
                </View>
                <Text className="mk-cell">{plainPercentText(r.similarity)}</Text>
                <View className="mk-cell">
                  <PercentText value={r.afterPercent} />
                </View>
              </View>
            ))}
          </View>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(FundSimilarKLinePage);
