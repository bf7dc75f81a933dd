import { View, Text } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { FUND_COMPARE_TEXTS } from '@fund/core/research';
import {
  FUND_SORT_OPTIONS,
  FUND_TOOLS,
  RELATED_FUNDS_TEXTS,
  fundsApi,
  relatedFundRows,
  sameTypeFundsQuery,
} from '@fund/core/fund';
import { marketApi } from '@fund/core/market';
import type { Wire } from '@fund/core/api';
import { apiClient } from '@/services/api-client';
import { useAsync, type AsyncState } from '@/hooks/useAsync';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './RelatedFunds.css';

const funds = fundsApi(apiClient);
const market = marketApi(apiClient);

export interface RelatedFundsProps {
  fund: Pick<Wire.FundDetail, 'symbol' | 'abbr_name' | 'symbol_stype'>;
  onOpen: (url: string) => void;
}

function FundList({ kind, title, sortField, rows, onOpen }: { kind: string; title: string; sortField: string; rows: AsyncState<Wire.FundRow[]> & { reload: () => Promise<void> }; onOpen: (url: string) => void }) {
  const option = FUND_SORT_OPTIONS.find((o) => o.sort === sortField) ?? FUND_SORT_OPTIONS[0];
  return (
    <View className={`card rf-block rf-${kind}`}>
      <Text className="fd-block-title rf-block-head">{title}</Text>
      {rows.status === 'loading' && !rows.data ? <LoadingView /> : null}
      {rows.status === 'error' ? <ErrorView text={rows.error} onRetry={() => void rows.reload()} retryable={rows.retryable} /> : null}
      {rows.status === 'ready' && rows.data.length === 0 ? <EmptyView /> : null}
      {(rows.data ?? []).map((f) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(f.abbr_name))} key={f.symbol} className="rf-row tap" onClick={() => onOpen(`/s/${f.symbol}/`)}>
          <View className="rf-row-name">
            <Text className="rf-row-title">{f.abbr_name}</Text>
            <Text className="rf-row-code">{f.symbol}</Text>
          </View>
          <View className="rf-row-figure">
            <Text className="rf-row-label">{option?.label}</Text>
            <PercentText value={option ? f[option.field] : null} />
          </View>
        </View>
      ))}
    </View>
  );
}

/** Under a fund: add it to the compare list, then 5 funds of the same type and 5 hot-traded funds. */
export function RelatedFunds({ fund, onOpen }: RelatedFundsProps) {
  const query = sameTypeFundsQuery(fund.symbol_stype);
  const sameType = useAsync(async () => relatedFundRows((await funds.list({ query })).results, fund.symbol), [fund.symbol, fund.symbol_stype]);
  const hot = useAsync(async () => relatedFundRows(await market.hot(), fund.symbol), [fund.symbol]);
  return (
    <View className="rf-related">
      <View {...tapLabel(FUND_COMPARE_TEXTS.addToCompare)} className="card rf-compare tap" onClick={() => onOpen(FUND_TOOLS.compare.url(fund.symbol, fund.abbr_name))}>
        <Text className="fd-block-title">{FUND_COMPARE_TEXTS.title}</Text>
        <Text className="rf-compare-link">{`${FUND_COMPARE_TEXTS.addToCompare} >`}</Text>
      </View>
      <FundList kind="same-type" title={RELATED_FUNDS_TEXTS.sameType} sortField={query.sort} rows={sameType} onOpen={onOpen} />
      <FundList kind="hot" title={RELATED_FUNDS_TEXTS.hot} sortField={CALL_DEFAULTS.fundList.sort} rows={hot} onOpen={onOpen} />
    </View>
  );
}
