import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS } from '@fund/core/market';
import { fundsApi } from '@fund/core/fund';
import { plainPercentText, readHoldStruct } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const funds = fundsApi(apiClient);

/** /s/{symbol}/hold_symbols/: the fund's reported top holdings and their sectors. */
function FundHoldSymbolsPage() {
  const symbol = useRouterParams().symbol ?? '';
  const state = useScreenData(async () => readHoldStruct(await funds.holdStruct({ params: { id: symbol } })), [symbol]);
  return (
    <View className="mk-page">
      <AsyncBody state={state} isEmpty={(v) => v.holdings.length === 0}>
        {(v) => (
          <>
            <View className="card">
              <Text className="mk-note">{`${MARKET_TEXTS.reportDate} ${v.reportDate ?? ''}`}</Text>
              <View className="mk-figures">
                <View className="mk-figure">
                  <Text className="mk-figure-label">{MARKET_TEXTS.stockPercent}</Text>
                  <Text className="mk-figure-value">{plainPercentText(v.stockPercent)}</Text>
                </View>
                <View className="mk-figure">
                  <Text className="mk-figure-label">{MARKET_TEXTS.top10Percent}</Text>
                  <Text className="mk-figure-value">{plainPercentText(v.top10Percent)}</Text>
                </View>
              </View>
            </View>
            <View className="card">
              <Text className="mk-title">{MARKET_TEXTS.holdSymbols}</Text>
              <View className="mk-head">
                <Text className="mk-main" />
                <Text className="mk-cell">{MARKET_TEXTS.weight}</Text>
                <Text className="mk-cell">{MARKET_TEXTS.dayPercent}</Text>
              </View>
              {v.holdings.map((h) => (
                <View {...tapLabel(ACCESSIBILITY_TEXTS.open(h.name))} key={h.symbol} className="mk-row hold-row" onClick={() => void navigate(`/s/${h.symbol}/`)}>
                  <View className="mk-main">
                    <Text className="mk-name">{h.name}</Text>
                    <Text className="mk-sub">{`${h.symbol} ${h.sectorName}`}</Text>
                  </View>
                  <Text className="mk-cell">{plainPercentText(h.weight)}</Text>
                  <View className="mk-cell">
                    <PercentText value={h.percent} />
                  </View>
                </View>
              ))}
            </View>
            <View className="card">
              <Text className="mk-title">{MARKET_TEXTS.sectorAllocation}</Text>
              {v.sectors.map((s) => (
                <View key={s.name} className="mk-row">
                  <Text className="mk-main">{s.name}</Text>
                  <Text className="mk-cell">{plainPercentText(s.percent)}</Text>
                </View>
              ))}
            </View>
          </>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(FundHoldSymbolsPage);
