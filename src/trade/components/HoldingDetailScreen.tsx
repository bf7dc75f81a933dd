import { View, Text, Button } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { accountDividendTypeText } from '@fund/core/fund';
import { buyButtonState, sellButtonState } from '@fund/core/trade';
import { formatAmount } from '@fund/core/money';
import { navigate, useDidShow, usePullDownRefresh, stopPullDownRefresh } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import type { HoldingSource } from '../services/holding-sources';
import { HoldingLinks, type HoldingLink } from '../../components/trade/HoldingLinks';
import { IncomeAmountText } from '../../components/trade/IncomeAmountText';
import { TradeInfoRow } from '../../components/trade/TradeInfoRow';
import { TrueReturnsCard } from '@/components/trade/TrueReturnsCard';
import '../../components/trade/trade-ui.css';

/** One held fund: worth and income, shares and dividend type, its sub-pages, and the buy and sell buttons. */
export function HoldingDetailScreen({ source, fundId }: { source: HoldingSource; fundId: number }) {
  const holding = useAsync(() => source.info(fundId), [source.kind, fundId]);
  usePullDownRefresh(() => void holding.reload().finally(stopPullDownRefresh));
  useDidShow(() => {
    if (holding.data) void holding.reload();
  });

  if (holding.status === 'loading' && holding.data === null) return <LoadingView />;
  if (holding.data === null) return <ErrorView text={holding.error ?? ''} onRetry={() => void holding.reload()} retryable={holding.retryable} />;

  const h = holding.data;
  const base = `${source.base}/${fundId}`;
  const buy = buyButtonState(h.fund);
  const sell = sellButtonState({ allow_sell: h.allow_sell, is_bao: h.fund.is_bao });
  const links: HoldingLink[] = [
    ...(source.kind === 'fund' ? [{ label: T.dividendType, url: `${base}/divi_type/`, value: accountDividendTypeText(h.divi_type) }] : []),
    { label: T.incomeList, url: `${base}/income_list${source.slash}` },
    { label: T.tradeRecords, url: `${base}/trade_record_list${source.slash}` },
    ...(source.kind === 'fund' ? [{ label: T.fixedInvestments, url: `${base}/fixed_investment/` }] : []),
    { label: T.sharesInfo, url: `${base}/shares_info${source.slash}` },
  ];
  return (
    <View className="holding-detail-page">
      <View className="hold-header">
        <Text className="hold-header-label">{`${h.fund.abbr_name} ${h.fund.symbol}`}</Text>
        <Text className="hold-header-total holding-worth">{formatAmount(h.worth_value)}</Text>
        <Text className="hold-header-label">{T.worthValue}</Text>
      </View>
      <View className="card holding-figures">
        <TradeInfoRow label={T.yesterdayIncome} value={<IncomeAmountText value={h.income_latest} />} />
        <TradeInfoRow label={T.totalIncome} value={<IncomeAmountText value={h.income_total} />} />
        <TradeInfoRow className="holding-shares" label={T.sharesEnable} value={formatAmount(h.shares_enable)} />
        <TradeInfoRow label={T.netValue} value={`${h.fund.net_value} (${h.fund.tradedate.slice(5)})`} />
      </View>
      {source.kind === 'fund' ? <TrueReturnsCard scope={{ fund_id: fundId }} /> : null}
      <HoldingLinks links={links} />
      {source.kind === 'fund' ? (
        <View className="trade-actions">
          <Button className="trade-action secondary holding-sell" disabled={!sell.enabled} onClick={() => void navigate(`/s/${h.fund.symbol}/sell/`)}>
            {sell.label}
          </Button>
          <Button className="trade-action primary holding-buy" disabled={!buy.enabled} onClick={() => void navigate(`/s/${h.fund.symbol}/buy/`)}>
            {buy.label}
          </Button>
        </View>
      ) : null}
    </View>
  );
}
