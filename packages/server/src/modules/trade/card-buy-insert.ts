// A card-paid buy's one statement, precompiled (db/precompiled.ts): the order with its serial, the money
// leaving the card and held in transit, what the card paid today (the daily limit, for a card with one)
// and the Idempotency-Key's answer. The hottest statement of a buy, and the costliest to build each time.
import { TradeStatus } from '@fund/core/trade';
import { toDecimal } from '@fund/core/money';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { precompiled } from '../../db/precompiled';
import { moveNewOrderCardMoney, newOrderStatement, orderRows } from '../ledger/ledger-repo';
import { dailyLimitRead } from './card-daily-limit';
import { insertOrderQuery, type NewOrder } from './trading-repo';

/** A direct buy's values that vary between buys (directBuyOrder adds the rest), whether paid by card or from the cash treasure. */
export type DirectBuy = Pick<
  NewOrder,
  'user_id' | 'fund_id' | 'bank_card_id' | 'direction' | 'amount' | 'fee' | 'fare_ratio' | 'discount_rate' | 'apply_at' | 'trade_date' | 'confirm_date' | 'arrive_date' | 'risk_confirmation_id'
>;

interface Values extends DirectBuy {
  /** The card's money out (negative) and into transit, as text. */
  debit: string;
  credit: string;
  /** The start of the day the daily limit counts from (an ISO instant). */
  since: string;
  key: string;
}

const MEMO_DEBIT = '银行卡支付';
const MEMO_TRANSIT = '买入待确认';

/**
 * A new direct buy's order row: the values that vary, and what every new entrusted buy starts with. Each value
 * is read by name (not spread): the precompiled build hands placeholders that only answer when asked.
 */
export function directBuyOrder(v: DirectBuy, payFromBao: boolean): Omit<NewOrder, 'serial_number'> {
  return {
    user_id: v.user_id, fund_id: v.fund_id, bank_card_id: v.bank_card_id, direction: v.direction, status: TradeStatus.EntrustSucceed,
    amount: v.amount, shares: '0', fee: v.fee, fare_ratio: v.fare_ratio, discount_rate: v.discount_rate,
    amount_confirm: null, shares_confirm: null, amount_refund: null, net_value: null, pay_from_bao: payFromBao, to_bao: false, is_fast: false,
    apply_at: v.apply_at, trade_date: v.trade_date, confirm_date: v.confirm_date, arrive_date: v.arrive_date, confirmed_at: null,
    fixed_investment_id: null, run_date: null, dividend_date: null, risk_confirmation_id: v.risk_confirmation_id, divi_type: null, opposite_id: null, remind_info: '', failure_notification: '',
  };
}

function statement(withDailyLimit: boolean, withAnswer: boolean) {
  return precompiled((db, v: Values) => {
    const order = insertOrderQuery(db, directBuyOrder(v, false));
    const rows = [
      { account: 'card' as const, cardId: v.bank_card_id, amount: v.debit, memo: MEMO_DEBIT },
      { account: 'transit' as const, cardId: v.bank_card_id, amount: v.credit, memo: MEMO_TRANSIT },
    ];
    const guard = withDailyLimit ? dailyLimitRead(db, v.user_id, v.bank_card_id, v.since) : undefined;
    return newOrderStatement(v.user_id, v.apply_at, order, rows, guard, withAnswer ? { userId: v.user_id, key: v.key, status: TradeStatus.EntrustSucceed } : undefined);
  });
}

// Each shape compiled on its first use: with or without the daily limit's read, and the answer.
const shapes = new Map<string, ReturnType<typeof statement>>();
function shape(withDailyLimit: boolean, withAnswer: boolean): ReturnType<typeof statement> {
  const name = `${withDailyLimit}/${withAnswer}`;
  let run = shapes.get(name);
  if (!run) {
    run = statement(withDailyLimit, withAnswer);
    shapes.set(name, run);
  }
  return run;
}

export interface CardBuyOptions {
  /** Read what the card paid today (from `since`) in the statement, for checkPaid. */
  dailyLimitSince?: string;
  /** Sees what the card paid today before any money moves; throwing rolls the order back. */
  checkPaid?: (paid: string | null) => void;
  /** The Idempotency-Key (claimed in this transaction) the answer {id, status: EntrustSucceed} is stored under. */
  answerKey?: string;
}

/**
 * Places the card-paid buy in one statement, then asks the payment system to move the card money.
 * Returns the order's id. Call in the buy's transaction with the card row locked.
 */
export async function insertCardBuy(trx: Transaction<DB>, order: DirectBuy, options: CardBuyOptions): Promise<number> {
  const [debit, credit] = orderRows([
    { account: 'card', cardId: order.bank_card_id, amount: toDecimal(order.amount).neg(), memo: MEMO_DEBIT },
    { account: 'transit', cardId: order.bank_card_id, amount: order.amount, memo: MEMO_TRANSIT },
  ]);
  if (!debit || !credit) throw new Error('a buy moves money');
  const run = shape(options.dailyLimitSince !== undefined, options.answerKey !== undefined);
  const { rows } = await run(trx, { ...order, debit: debit.amount, credit: credit.amount, since: options.dailyLimitSince ?? '', key: options.answerKey ?? '' });
  const first = rows[0];
  if (first === undefined) throw new Error('the order was not written');
  options.checkPaid?.(first.guarded);
  await moveNewOrderCardMoney(order.user_id, first.order_id, [debit, credit]);
  return first.order_id;
}
