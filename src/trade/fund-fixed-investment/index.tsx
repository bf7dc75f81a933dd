import { View } from '@tarojs/components';
import { DEFAULT_PLAN_SCHEDULE, FIXED_INVESTMENT_SCREEN_TEXTS as T, defaultPlanCardId } from '@fund/core/plan';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { PlanForm } from '../components/PlanForm';
import { PlanFundHead } from '../components/PlanFundHead';
import { usePlanFormData } from '../components/usePlanFormData';
import { planApi } from '../services/plan-services';

function FundFixedInvestmentPage() {
  const symbol = useRouterParams().symbol ?? '';
  const { fund, cards, failed, retry } = usePlanFormData(symbol);

  if (!fund || !cards) {
    return <View className="plan-create-page">{failed ? <ErrorView text={failed.error} onRetry={retry} retryable={failed.retryable} /> : <LoadingView />}</View>;
  }
  return (
    <View className="plan-create-page">
      <PlanFundHead fund={fund} />
      <PlanForm
        fund={fund}
        cards={cards}
        action="create"
        initial={{ amount: '', periodUnit: DEFAULT_PLAN_SCHEDULE.periodUnit, tradeDay: DEFAULT_PLAN_SCHEDULE.tradeDay, cardId: defaultPlanCardId(cards) }}
        onSubmit={async (form, password, intent) => {
          const plan = await planApi.create({
            body: { fund: fund.id, bank_card: form.cardId, amount: form.amount, password, period_unit: form.periodUnit === 1 ? 1 : 0, trade_date: form.tradeDay },
            intent,
          });
          toast(T.createdToast, 'success');
          await navigate(`/accounts/funds/fixed_investments/${plan.id}/`, { replace: true });
        }}
      />
    </View>
  );
}

export default largeTextPage(FundFixedInvestmentPage);
