// Portfolio orders in the spec's portfolio trade record and detail shapes, with the detail's timeline
// (status_info) drawn like a fund order's: submitted -> confirmed (or cancelled / failed) -> money or income.
import {
  DONE_PORTFOLIO_TRADE_STATUSES,
  TradeDirection,
  canUndoPortfolioOrder,
  inStatusGroup,
  portfolioOrderSteps,
} from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { beijingDateTime } from '@fund/core/calendar';
import type { Selectable } from 'kysely';
import type { PortfolioOrdersTable } from '../../db/tables/portfolio-trading-tables';
import type { OrderRow } from '../trade/trading-repo';

export type PortfolioOrderRow = Selectable<PortfolioOrdersTable>;

/** Child shares summed (2-place decimals). */
const sharesSum = (values: readonly string[]): string => values.reduce((a, v) => a.plus(v), toDecimal(0)).toFixed(2);

export function toPortfolioTradeRecord(o: PortfolioOrderRow, children: readonly OrderRow[], portfolio: Wire.Portfolio, card: Wire.BankCard): Wire.PortfolioTradeRecord {
  const confirmed = children.filter((c) => c.shares_confirm !== null);
  const done = inStatusGroup(DONE_PORTFOLIO_TRADE_STATUSES, o.status);
  return {
    id: o.id,
    direction: o.direction,
    status: o.status,
    amount: o.amount,
    amount_confirm: o.amount_confirm,
    amount_real: done ? o.amount_confirm ?? o.amount : null,
    amount_refund: o.amount_refund,
    apply_date: o.apply_at.toISOString(),
    shares: sharesSum(children.map((c) => c.shares)),
    shares_confirm: confirmed.length === 0 ? null : sharesSum(confirmed.map((c) => c.shares_confirm ?? '0')),
    remind_info: o.remind_info,
    divi_type: null,
    rebalance_type: o.rebalance_type,
    opposite_trade_record: null,
    portfolio,
    bank_card: card,
  };
}

/** Submitted -> confirmed (or cancelled / failed) -> income starts (buys), money arrives (sells); a rebalance confirms once. */
export function portfolioStatusSteps(o: PortfolioOrderRow, children: readonly OrderRow[]): Wire.StatusStep[] {
  const arrive = children.map((c) => c.arrive_date).sort().at(-1) ?? o.confirm_date;
  return portfolioOrderSteps({ ...o, submittedAt: beijingDateTime(o.apply_at) }, arrive);
}

export interface DetailExtras {
  children: readonly OrderRow[];
  childRecords: Wire.TradeRecord[];
  portfolio: Wire.Portfolio;
  card: Wire.BankCard;
  couponAmount: string | null;
  isFirstTrade: boolean;
  now: Date;
}

export function toPortfolioTradeDetail(o: PortfolioOrderRow, x: DetailExtras): Wire.PortfolioTradeRecordDetail {
  const isBuy = o.direction === TradeDirection.Buy;
  const discount = isBuy ? x.portfolio.discount_rate_buy : o.direction === TradeDirection.Sell ? x.portfolio.discount_rate_sell : '1.0000';
  return {
    ...toPortfolioTradeRecord(o, x.children, x.portfolio, x.card),
    serial_number: o.serial_number,
    discount,
    discount_rate: discount,
    fare: o.fee,
    fare_buy: isBuy ? o.fee : '0.00',
    fare_sell: o.direction === TradeDirection.Sell ? o.fee : '0.00',
    is_first_trade: x.isFirstTrade,
    confirm_date: o.confirm_date,
    allow_undo: canUndoPortfolioOrder(o, x.children, x.now),
    failure_notification: o.failure_notification,
    is_remittance: false,
    remittance_date: null,
    status_info: portfolioStatusSteps(o, x.children),
    trade_record_list: x.childRecords,
    coupon_record: x.couponAmount === null ? null : { amount: x.couponAmount },
  };
}
