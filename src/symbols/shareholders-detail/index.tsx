import { useEffect } from 'react';
import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, jsonDecimal, jsonInt, jsonRows, jsonText, marketApi, unitsText } from '@fund/core/market';
import { plainPercentText, readShareholder } from '@fund/core/research';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { EmptyView } from '@/components/StatusViews';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /symbols/shareholders/{id}/: a shareholder's latest holdings and its investment history by report. */
function ShareholderDetailPage() {
  const id = useRouterParams().id ?? '';
  const state = useScreenData(async () => {
    const [holder, history] = await Promise.all([market.shareholder({ params: { id } }), market.shareholdersInvestmentHistory({ params: { id } })]);
    return {
      holder: readShareholder(holder),
      history: jsonRows(history).map((r) => ({ date: jsonText(r, 'report_date') ?? '', count: jsonInt(r, 'stocks_count'), value: unitsText(jsonDecimal(r, 'market_value')) })),
    };
  }, [id]);
  const name = state.data?.holder.name;
  useEffect(() => {
    if (name) setNavigationTitle(name);
  }, [name]);

  return (
    <View className="mk-page">
      <AsyncBody state={state}>
        {({ holder, history }) => (
          <>
            <View className="card">
              <Text className="mk-title">{holder.name}</Text>
              <Text className="mk-sub">{`${holder.kind} · ${MARKET_TEXTS.reportDate} ${holder.reportDate ?? '--'}`}</Text>
            </View>
            <View className="card">
              <Text className="mk-title">{MARKET_TEXTS.holdings}</Text>
              {holder.holdings.length === 0 ? <EmptyView /> : null}
              {holder.holdings.map((h) => (
                <View {...tapLabel(ACCESSIBILITY_TEXTS.open(h.name))} key={h.symbol} className="mk-row holding-row tap" onClick={() => void navigate(`/s/${h.symbol}/`)}>
                  <View className="mk-main">
                    <Text className="mk-name">{h.name}</Text>
                    <Text className="mk-sub">{`${h.symbol} · ${h.changeType || h.changeShares}`}</Text>
                  </View>
                  <Text className="mk-cell">{h.shares}</Text>
                  <Text className="mk-cell">{plainPercentText(h.percent)}</Text>
                </View>
              ))}
            </View>
            <View className="card">
              <Text className="mk-title">{MARKET_TEXTS.investmentHistory}</Text>
              <View className="mk-head">
                <Text className="mk-main">{MARKET_TEXTS.reportDate}</Text>
                <Text className="mk-cell">{MARKET_TEXTS.stocksCount}</Text>
                <Text className="mk-cell-wide">{MARKET_TEXTS.marketValue}</Text>
              </View>
              {history.map((r) => (
                <View key={r.date} className="mk-row">
                  <Text className="mk-main">{r.date}</Text>
                  <Text className="mk-cell">{r.count ?? '--'}</Text>
                  <Text className="mk-cell-wide">{r.value}</Text>
                </View>
              ))}
            </View>
          </>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(ShareholderDetailPage);
