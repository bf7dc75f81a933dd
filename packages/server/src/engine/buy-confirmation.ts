// What confirming a buy at a NAV writes, computed once for both paths (one by one and in batches): the
// order's fields and its ledger rows. Shares are core's purchaseShares (net / NAV, half-up to 2 places).
import { TradeDirection, TradeStatus, purchaseShares } from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import type { OrderRow } from '../modules/trade/trading-repo';
import type { Posting } from '../modules/ledger/ledger-repo';

/** A subscription is dealt at par. */
export const PAR_NAV = '1.0000';

export interface BuyConfirmation {
  patch: { status: number; net_value: string; amount_confirm: string; shares_confirm: string; confirmed_at: string };
  postings: Posting[];
}

export function buyConfirmation(order: OrderRow, nav: string, now: Date): BuyConfirmation {
  const net = toDecimal(order.amount).minus(order.fee);
  const shares = purchaseShares(net, nav);
  const status = order.direction === TradeDirection.Subscription ? TradeStatus.SubscriptionConfirmed : TradeStatus.TradeSucceed;
  return {
    patch: { status, net_value: nav, amount_confirm: net.toFixed(2), shares_confirm: shares.toFixed(2), confirmed_at: now.toISOString() },
    postings: [
      { account: 'transit', cardId: order.bank_card_id, orderId: order.id, amount: toDecimal(order.amount).neg(), memo: '买入确认' },
      { account: 'fee', cardId: order.bank_card_id, orderId: order.id, amount: order.fee, memo: '申购费' },
      { account: 'shares', fundId: order.fund_id, cardId: order.bank_card_id, orderId: order.id, portfolioId: order.portfolio_id, amount: shares, memo: '买入确认份额' },
    ],
  };
}
