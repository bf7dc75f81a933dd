// What the buy screen loads: the fund, the user's cards, the cash treasure on each card, usable coupons.
import { useAsync } from '@/hooks/useAsync';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { bao, funds, promotion } from '../../services/trade-services';

/** Coupons are few per user; one page holds them all. */
const COUPON_PAGE_SIZE = 100;

export function useBuyData(symbol: string) {
  const fund = useAsync(() => funds.introduction({ params: { id: symbol } }), [symbol]);
  const bankCards = useResource(bankCardsStore);
  // No cash treasure yet (or it failed to load): paying by card still works.
  const baoCards = useAsync(async () => (await bao.mine().catch(() => null))?.bank_cards ?? [], []);
  const coupons = useAsync(
    async () => (await promotion.couponsMine({ query: { status: 0, page: 1, page_size: COUPON_PAGE_SIZE } }).catch(() => null))?.results ?? [],
    [],
  );
  const reload = async () => {
    await Promise.all([fund.reload(), bankCards.reload(), baoCards.reload(), coupons.reload()]);
  };
  return { fund, bankCards, baoCards, coupons, reload };
}
