import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS } from '@fund/core/market';
import { formatAmount } from '@fund/core/money';
import { fundsApi } from '@fund/core/fund';
import { plainPercentText, readAssetForecast } from '@fund/core/research';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import '../components/market.css';

const funds = fundsApi(apiClient);
const money = (x: string | null) => (x === null ? '--' : formatAmount(x, 2));

/** /s/{symbol}/asset_forecast/: from every past window of each holding period, the chance of a gain and what 10,000 yuan became. */
function FundAssetForecastPage() {
  const symbol = useRouterParams().symbol ?? '';
  const state = useScreenData(async () => readAssetForecast(await funds.assetForecast({ params: { id: symbol } })), [symbol]);
  return (
    <View className="mk-page">
      <AsyncBody state={state} isEmpty={(v) => v.rows.length === 0}>
        {(v) => (
          <>
            <Text className="mk-note">{`${MARKET_TEXTS.principal} ${money(v.principal)}`}</Text>
            {v.rows.map((r) => (
              <View key={r.period} className="card forecast-row">
                <Text className="mk-title">{`${MARKET_TEXTS.holdPeriod} ${r.period}`}</Text>
                <View className="mk-figures">
                  <View className="mk-figure">
                    <Text className="mk-figure-label">{MARKET_TEXTS.profitProbability}</Text>
                    <Text className="mk-figure-value up">{plainPercentText(r.probability)}</Text>
                  </View>
                  <View className="mk-figure">
                    <Text className="mk-figure-label">{MARKET_TEXTS.samples}</Text>
                    <Text className="mk-figure-value">{r.samples}</Text>
                  </View>
                </View>
                <View className="mk-figures">
                  <View className="mk-figure">
                    <Text className="mk-figure-label">{MARKET_TEXTS.worst}</Text>
                    <Text className="mk-figure-value">{money(r.worst)}</Text>
                  </View>
                  <View className="mk-figure">
                    <Text className="mk-figure-label">{MARKET_TEXTS.median}</Text>
                    <Text className="mk-figure-value">{money(r.median)}</Text>
                  </View>
                  <View className="mk-figure">
                    <Text className="mk-figure-label">{MARKET_TEXTS.best}</Text>
                    <Text className="mk-figure-value">{money(r.best)}</Text>
                  </View>
                </View>
              </View>
            ))}
          </>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(FundAssetForecastPage);
