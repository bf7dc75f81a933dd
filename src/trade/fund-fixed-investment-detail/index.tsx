import { View, Text } from '@tarojs/components';
import {
  FIXED_INVESTMENT_SCREEN_TEXTS as T,
  fixedInvestmentFormOf,
  fixedInvestmentStatusText,
  isFixedInvestmentEnabled,
} from '@fund/core/plan';
import { back, toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { firstFailure } from '@/hooks/load-failure';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { PlanForm } from '../components/PlanForm';
import { PlanFundHead } from '../components/PlanFundHead';
import { planApi } from '../services/plan-services';

function FundFixedInvestmentEditPage() {
  const id = useRouterParams().id ?? '';
  const plan = useAsync(() => planApi.detail({ params: { id } }), [id]);
  const cards = useResource(bankCardsStore);
  const failed = firstFailure(plan, cards);

  if (!plan.data || !cards.data) {
    return (
      <View className="plan-edit-page">
        {failed ? <ErrorView text={failed.error} onRetry={() => void Promise.all([plan.reload(), cards.reload()])} retryable={failed.retryable} /> : <LoadingView />}
      </View>
    );
  }
  const record = plan.data;
  return (
    <View className="plan-edit-page">
      <PlanFundHead fund={record.fund}>
        <Text className={`plan-status plan-status-${isFixedInvestmentEnabled(record.status) ? 'working' : 'ended'}`}>{fixedInvestmentStatusText(record.status)}</Text>
      </PlanFundHead>
      {isFixedInvestmentEnabled(record.status) ? (
        <PlanForm
          fund={record.fund}
          cards={cards.data}
          action="modify"
          initial={fixedInvestmentFormOf(record)}
          onSubmit={async (form, password, intent) => {
            await planApi.modify({
              params: { id: record.id },
              body: { bank_card: form.cardId, amount: form.amount, password, period_unit: form.periodUnit === 1 ? 1 : 0, trade_date: form.tradeDay },
              intent,
            });
            toast(T.modifiedToast, 'success');
            await back(`/accounts/funds/fixed_investments/${record.id}/`);
          }}
        />
      ) : null}
    </View>
  );
}

export default largeTextPage(FundFixedInvestmentEditPage);
