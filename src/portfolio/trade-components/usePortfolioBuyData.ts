// What the portfolio buy screen loads: the portfolio, the user's cards, the cash treasure on each card,
// and the coupons the server allows for this portfolio.
import { availableCouponList, portfolioCouponInfo } from '@fund/core/portfolio';
import type { Wire } from '@fund/core/api';
import { useAsync } from '@/hooks/useAsync';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { bao, portfolios, promotion } from './portfolio-trade-services';

export function usePortfolioBuyData(id: number) {
  const portfolio = useAsync(() => portfolios.detail({ params: { id } }), [id]);
  const bankCards = useResource(bankCardsStore);
  // No cash treasure yet (or it failed to load): paying by card still works.
  const baoCards = useAsync(async () => (await bao.mine().catch(() => null))?.bank_cards ?? [], []);
  // No coupons (or they failed to load): buying without one still works.
  const coupons = useAsync(
    async (): Promise<Wire.FundCoupon[]> => availableCouponList(await promotion.couponsAvailable({ query: { portfolio_info: portfolioCouponInfo(id) } }).catch(() => null)),
    [id],
  );
  const reload = async () => {
    await Promise.all([portfolio.reload(), bankCards.reload(), baoCards.reload(), coupons.reload()]);
  };
  return { portfolio, bankCards, baoCards, coupons, reload };
}
