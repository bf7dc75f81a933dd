import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  FIXED_INVESTMENT_SCREEN_TEXTS as T,
  FIXED_INVESTMENT_TEXTS,
  fixedInvestmentScheduleText,
  isFixedInvestmentEnabled,
  planPasswordSummary,
} from '@fund/core/plan';
import { PAGE_SIZE } from '@fund/core/pager';
import { failureText, type Intent, type Wire } from '@fund/core/api';
import { formatAmount } from '@fund/core/money';
import { confirm, navigate, stopPullDownRefresh, toast, useDidShow, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { TrueReturnsCard } from '@/components/trade/TrueReturnsCard';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { PlanFundHead } from '../components/PlanFundHead';
import { PlanDateLine, PlanStatusTag } from '../components/PlanRow';
import { PlanTradeRow } from '../components/PlanTradeRow';
import { newPlanIntent, planApi } from '../services/plan-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../components/plan-ui.css';

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <View className="plan-info-row">
      <Text className="plan-info-label">{label}</Text>
      <Text className="plan-info-value">{value}</Text>
    </View>
  );
}

function FixedInvestmentDetailPage() {
  const id = useRouterParams().id ?? '';
  const plan = useAsync(() => planApi.detail({ params: { id } }), [id]);
  const trades = usePagedList<Wire.TradeRecord>((page, page_size) => planApi.trades({ query: { id: Number(id), page, page_size } }), [id], {
    pageSize: PAGE_SIZE.tradeRecords,
  });
  const [intent, setIntent] = useState<Intent | null>(null);
  const [shown, setShown] = useState(false);

  useDidShow(() => {
    // Back from the edit page: read the plan again (the first show is the mount's load).
    if (shown) void Promise.all([plan.reload(), trades.refresh()]);
    setShown(true);
  });
  usePullDownRefresh(() => {
    void plan.reload().finally(stopPullDownRefresh);
  });

  const record = plan.data;
  if (!record) {
    return <View className="plan-detail-page">{plan.status === 'error' ? <ErrorView text={plan.error} onRetry={() => void plan.reload()} retryable={plan.retryable} /> : <LoadingView />}</View>;
  }
  const working = isFixedInvestmentEnabled(record.status);

  const askTerminate = async () => {
    if (!(await confirm(FIXED_INVESTMENT_TEXTS.terminateConfirm, { title: T.terminateTitle }))) return;
    setIntent(newPlanIntent());
  };

  return (
    <View className="plan-detail-page">
      <PlanFundHead fund={record.fund}>
        <PlanStatusTag status={record.status} />
        <Text className="plan-row-schedule">{fixedInvestmentScheduleText(record)}</Text>
        <PlanDateLine plan={record} />
      </PlanFundHead>
      <View className="plan-info">
        <InfoRow label={T.totalAmountLabel} value={formatAmount(record.total_amount)} />
        <InfoRow label={T.sharesLabel} value={formatAmount(record.shares_current)} />
        <InfoRow label={T.cardLabel} value={`${record.bank_card.bank.name}(${record.bank_card.bank_card_no_tail})`} />
        <InfoRow label={T.signDateLabel} value={record.sign_date} />
        <InfoRow label={T.protocolLabel} value={record.protocol_no} />
      </View>
      {working ? (
        <View className="plan-actions">
          <View {...BUTTON_ROLE} className="plan-action plan-action-secondary plan-terminate" onClick={() => void askTerminate()}>
            {FIXED_INVESTMENT_TEXTS.terminateButton}
          </View>
          <View {...BUTTON_ROLE} className="plan-action plan-action-primary plan-modify" onClick={() => void navigate(`/s/${record.fund.symbol}/fixed_investment/${record.id}/`)}>
            {T.modify}
          </View>
        </View>
      ) : null}
      <TrueReturnsCard scope={{ plan_id: record.id }} />
      <Text className="plan-section-title">{T.tradesTitle}</Text>
      <View className="plan-trades">
        <PagedListBody list={trades}>
          {trades.items.map((trade) => (
            <PlanTradeRow key={trade.id} trade={trade} />
          ))}
        </PagedListBody>
      </View>
      <TradePasswordDialog
        visible={intent !== null}
        summary={planPasswordSummary('terminate', record.fund.abbr_name)}
        onClose={() => setIntent(null)}
        onForgot={() => void navigate('/accounts/trade_password/reset/')}
        onSubmit={async (password) => {
          if (intent === null) return null;
          try {
            await planApi.disable({ params: { id: record.id }, body: { password }, intent });
            setIntent(null);
            toast(T.terminatedToast, 'success');
            await Promise.all([plan.reload(), trades.refresh()]);
            return null;
          } catch (err) {
            return failureText(err);
          }
        }}
      />
    </View>
  );
}

export default largeTextPage(FixedInvestmentDetailPage);
