import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, marketApi } from '@fund/core/market';
import {
  plainPercentText,
  readHoldersAnalyse,
  type FundHolderStructure,
  type StockHoldersAnalyse,
} from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { EmptyView } from '@/components/StatusViews';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /s/{symbol}/holders_analyse/?type=: a fund's holder structure, or the funds and institutions holding a stock. */
function FundHoldersAnalysePage() {
  const { symbol = '', type } = useRouterParams();
  const state = useScreenData(async () => readHoldersAnalyse(await market.holdersAnalyse({ params: { id: symbol }, query: type ? { type } : {} })), [symbol, type]);
  return (
    <View className="mk-page">
      <AsyncBody state={state}>{(a) => (a.kind === 'fund' ? <FundStructure view={a.view} /> : <StockHolders symbol={symbol} view={a.view} />)}</AsyncBody>
    </View>
  );
}

function FundStructure({ view }: { view: FundHolderStructure }) {
  const parts = [
    { label: MARKET_TEXTS.institutionPercent, value: view.institution },
    { label: MARKET_TEXTS.individualPercent, value: view.individual },
    { label: MARKET_TEXTS.internalPercent, value: view.internal },
  ];
  return (
    <View className="card">
      <Text className="mk-title">{MARKET_TEXTS.holderStructure}</Text>
      <Text className="mk-note">{`${MARKET_TEXTS.reportDate} ${view.reportDate ?? '--'}`}</Text>
      <View className="mk-figures">
        {parts.map((p) => (
          <View key={p.label} className="mk-figure">
            <Text className="mk-figure-label">{p.label}</Text>
            <Text className="mk-figure-value">{plainPercentText(p.value)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function StockHolders({ symbol, view }: { symbol: string; view: StockHoldersAnalyse }) {
  return (
    <>
      <View className="card">
        <Text className="mk-note">{`${MARKET_TEXTS.reportDate} ${view.reportDate ?? '--'}`}</Text>
        <View className="mk-figures">
          <View className="mk-figure">
            <Text className="mk-figure-label">{MARKET_TEXTS.fundsCount}</Text>
            <Text className="mk-figure-value">{view.fundsCount ?? '--'}</Text>
          </View>
          <View className="mk-figure">
            <Text className="mk-figure-label">{MARKET_TEXTS.fundsPercent}</Text>
            <Text className="mk-figure-value">{plainPercentText(view.fundsPercent)}</Text>
          </View>
        </View>
      </View>
      <View className="card">
        <Text className="mk-title">{MARKET_TEXTS.fundHolders}</Text>
        {view.funds.length === 0 ? <EmptyView /> : null}
        {view.funds.map((f) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(f.name))} key={f.symbol} className="mk-row tap" onClick={() => void navigate(`/s/${f.symbol}/`)}>
            <View className="mk-main">
              <Text className="mk-name">{f.name}</Text>
              <Text className="mk-sub">{f.symbol}</Text>
            </View>
            <Text className="mk-cell-wide">{`${f.shares}${MARKET_TEXTS.shareUnit}`}</Text>
          </View>
        ))}
      </View>
      <View className="card">
        <Text className="mk-title">{MARKET_TEXTS.institutionHolders}</Text>
        {view.institutions.length === 0 ? <EmptyView /> : null}
        {view.institutions.map((h) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(h.name))}
            key={h.name}
            className="mk-row tap"
            onClick={() => (h.shareholderId === null ? undefined : void navigate(`/s/${symbol}/holders_shares_history/${h.shareholderId}/`))}
          >
            <View className="mk-main">
              <Text className="mk-name">{h.name}</Text>
              <Text className="mk-sub">{h.kind}</Text>
            </View>
            <Text className="mk-cell">{plainPercentText(h.percent)}</Text>
            <Text className="mk-cell">{h.changeType}</Text>
          </View>
        ))}
      </View>
    </>
  );
}

export default largeTextPage(FundHoldersAnalysePage);
