import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, jsonRows, jsonText, marketApi, readHolderRow } from '@fund/core/market';
import { plainPercentText, readShareholder } from '@fund/core/research';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { AsyncBody, useScreenData } from '../components/AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../components/market.css';

const market = marketApi(apiClient);

/** /s/{symbol}/holders_shares_history/{id}/: one shareholder's stake in this stock report by report. */
function HolderSharesHistoryPage() {
  const { symbol = '', id = '' } = useRouterParams();
  const state = useScreenData(async () => {
    const [holder, history] = await Promise.all([market.shareholder({ params: { id } }), market.shareholdersSharesHistory({ params: { id } })]);
    const rows = jsonRows(history).filter((r) => jsonText(r, 'symbol') === symbol);
    return { holder: readShareholder(holder), name: jsonText(rows[0], 'abbr_name') ?? symbol, rows: rows.map(readHolderRow) };
  }, [symbol, id]);
  return (
    <View className="mk-page">
      <AsyncBody state={state}>
        {(v) => (
          <>
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(v.holder.name))} className="card tap" onClick={() => void navigate(`/symbols/shareholders/${id}/`)}>
              <Text className="mk-title">{v.holder.name}</Text>
              <Text className="mk-sub">{`${v.holder.kind} · ${v.name}`}</Text>
            </View>
            <View className="card">
              <Text className="mk-title">{MARKET_TEXTS.sharesHistory}</Text>
              <View className="mk-head">
                <Text className="mk-main">{MARKET_TEXTS.reportDate}</Text>
                <Text className="mk-cell">{MARKET_TEXTS.holdShares}</Text>
                <Text className="mk-cell">{MARKET_TEXTS.holdPercent}</Text>
                <Text className="mk-cell">{MARKET_TEXTS.changeShares}</Text>
              </View>
              {v.rows.length === 0 ? <Text className="mk-note">{MARKET_TEXTS.noOtherHoldings}</Text> : null}
              {v.rows.map((r) => (
                <View key={r.reportDate ?? ''} className="mk-row shares-row">
                  <Text className="mk-main">{r.reportDate}</Text>
                  <Text className="mk-cell">{r.shares}</Text>
                  <Text className="mk-cell">{plainPercentText(r.percent)}</Text>
                  <Text className="mk-cell">{r.changeShares}</Text>
                </View>
              ))}
            </View>
          </>
        )}
      </AsyncBody>
    </View>
  );
}

export default largeTextPage(HolderSharesHistoryPage);
