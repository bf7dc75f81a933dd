// What the plan form needs before it can show: the fund (by symbol) and the user's cards.
import { useAsync } from '@/hooks/useAsync';
import { firstFailure } from '@/hooks/load-failure';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { planFundsApi } from '../services/plan-services';

export function usePlanFormData(symbol: string) {
  const fund = useAsync(() => planFundsApi.introduction({ params: { id: symbol } }), [symbol]);
  const cards = useResource(bankCardsStore);
  const failed = firstFailure(fund, cards);
  const retry = () => void Promise.all([fund.reload(), cards.reload()]);
  return { fund: fund.data, cards: cards.data, failed, retry };
}
