// Investors at scale for `npm run bench:scale`: users with one card each, holdings on a few funds whose
// ledger rows sum to their shares (so reconcile() holds), years of confirmed buys, and one investor
// with 500 orders whose assets and records the bench reads. Amounts are integer cents, written as NUMERIC strings.
import { AccountDividendType } from '@fund/core/fund';
import { BankCardStatus } from '@fund/core/card';
import { TradeDirection, TradeStatus } from '@fund/core/trade';
import pg from 'pg';
import { protectField } from '../../../modules/account/auth/field-protection';
import { copyIn, type CopyValue } from './copy-in';
import { fixed2, fixed4, prng, type ScaleMarket } from './scale-market';

export const HOLDINGS_PER_INVESTOR = 5;
export const HEAVY_INVESTOR_ORDERS = 500;
/** Buy fee in basis points of the amount (0.15%, as a discounted equity fund charges). */
const FEE_BP = 15;

export interface ScaleInvestors {
  firstUserId: number;
  count: number;
  /** The investor with HEAVY_INVESTOR_ORDERS orders. */
  heavyUserId: number;
  /** user id -> card id is firstCardId + (user id - firstUserId). */
  firstCardId: number;
}

/** Fund k (index into market.fundIds) the i-th investor's h-th holding is in. */
export function heldFund(market: ScaleMarket, i: number, h: number): number {
  return (i * 7919 + h * 104729) % market.fundIds.length;
}

export interface OrderMoney {
  amount: string;
  fee: string;
  net: string;
  shares: string;
}

/** A buy of `cents` at NAV `nav` (ten-thousandths): fee, net amount and shares, all rounded down to cents. */
export function buyMoney(cents: number, nav: number): OrderMoney {
  const fee = Math.floor((cents * FEE_BP) / 10000);
  const net = cents - fee;
  return { amount: fixed2(cents), fee: fixed2(fee), net: fixed2(net), shares: fixed2(Math.floor((net * 10000) / nav)) };
}

async function nextIds(client: pg.Client): Promise<{ user: number; card: number; order: number }> {
  const one = async (table: string) => Number((await client.query<{ n: string }>(`select coalesce(max(id), 0) + 1 as n from ${table}`)).rows[0]!.n);
  return { user: await one('users'), card: await one('bank_cards'), order: await one('trade_orders') };
}

async function resetSequences(client: pg.Client): Promise<void> {
  for (const table of ['users', 'bank_cards', 'trade_orders', 'holdings']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
}

export async function seedScaleInvestors(url: string, market: ScaleMarket, investors: number, orders: number, log: (line: string) => void): Promise<ScaleInvestors> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = await nextIds(client);
    const at = `${market.days.at(-1)}T08:00:00Z`;
    let t0 = performance.now();
    await copyIn(url, 'users', ['id', 'mobile_hash', 'mobile_masked', 'username', 'password_hash', 'created_at'], (function* () {
      for (let i = 0; i < investors; i += 1) {
        const mobile = String(15000000000 + i);
        yield [ids.user + i, `scale-${mobile}`, `${mobile.slice(0, 3)}****${mobile.slice(7)}`, `投资者${i + 1}`, 'scale-bench-no-login', at];
      }
    })());
    await copyIn(url, 'bank_cards', ['id', 'user_id', 'bank_id', 'card_no_enc', 'card_no_hash', 'card_tail', 'card_bin', 'bank_card_type', 'reserved_mobile_enc', 'status', 'is_default', 'created_at', 'updated_at'], (function* () {
      for (let i = 0; i < investors; i += 1) {
        const cardNo = `622202${String(i).padStart(13, '0')}`;
        // Encrypted as the card service stores them (the bench gives the seed and the server one FIELD_KEY).
        yield [ids.card + i, ids.user + i, 1, protectField(cardNo), `scale-card-${i}`, cardNo.slice(-4), cardNo.slice(0, 6), 1, protectField(String(15000000000 + i)), BankCardStatus.Verified, true, at, at];
      }
    })());
    log(`users and cards: ${investors} in ${Math.round(performance.now() - t0)} ms`);

    // Holdings, with the one ledger row each that gives them their shares.
    t0 = performance.now();
    const random = prng(100_000);
    const shares: string[] = [];
    for (let i = 0; i < investors * HOLDINGS_PER_INVESTOR; i += 1) shares.push(fixed2(10_000 + Math.floor(random() * 5_000_000)));
    const holdingRows = function* (ledger: boolean): Generator<CopyValue[]> {
      for (let i = 0; i < investors; i += 1) {
        for (let h = 0; h < HOLDINGS_PER_INVESTOR; h += 1) {
          const fund = market.fundIds[heldFund(market, i, h)]!;
          const s = shares[i * HOLDINGS_PER_INVESTOR + h]!;
          if (ledger) yield [ids.user + i, 'shares', fund, ids.card + i, null, s, '买入确认份额', at];
          else yield [ids.user + i, fund, ids.card + i, s, '0', AccountDividendType.Reinvest, at, at];
        }
      }
    };
    await copyIn(url, 'holdings', ['user_id', 'fund_id', 'bank_card_id', 'shares', 'shares_frozen', 'divi_type', 'created_at', 'updated_at'], holdingRows(false));
    await copyIn(url, 'ledger_entries', ['user_id', 'account', 'fund_id', 'bank_card_id', 'order_id', 'amount', 'memo', 'created_at'], holdingRows(true));
    log(`holdings and their ledger rows: ${investors * HOLDINGS_PER_INVESTOR} in ${Math.round(performance.now() - t0)} ms`);

    // Confirmed buys over the five years: the first investor has HEAVY_INVESTOR_ORDERS, the rest share the remainder.
    t0 = performance.now();
    const n = market.days.length;
    const orderRows = function* (): Generator<CopyValue[]> {
      for (let o = 0; o < orders; o += 1) {
        const i = o < HEAVY_INVESTOR_ORDERS ? 0 : 1 + ((o - HEAVY_INVESTOR_ORDERS) % Math.max(1, investors - 1));
        const k = heldFund(market, i, o % HOLDINGS_PER_INVESTOR);
        const d = Math.floor(random() * (n - 2));
        const nav = market.series[k * n + d]!;
        const money = buyMoney(10_000 + Math.floor(random() * 1_000_000), nav);
        const trade = market.days[d]!;
        const confirm = market.days[d + 1]!;
        yield [ids.order + o, `S${ids.order + o}`, ids.user + i, market.fundIds[k]!, ids.card + i, TradeDirection.Buy, TradeStatus.TradeSucceed, money.amount, '0', money.fee, '0.001500', '1.0000',
          money.net, money.shares, fixed4(nav), false, false, false, `${trade}T02:00:00Z`, trade, confirm, confirm, `${confirm}T08:00:00Z`, '', ''];
      }
    };
    await copyIn(url, 'trade_orders', ORDER_COLUMNS, orderRows());
    log(`past orders: ${orders} in ${Math.round(performance.now() - t0)} ms`);
    await resetSequences(client);
    return { firstUserId: ids.user, count: investors, heavyUserId: ids.user, firstCardId: ids.card };
  } finally {
    await client.end();
  }
}

export const ORDER_COLUMNS = ['id', 'serial_number', 'user_id', 'fund_id', 'bank_card_id', 'direction', 'status', 'amount', 'shares', 'fee', 'fare_ratio', 'discount_rate',
  'amount_confirm', 'shares_confirm', 'net_value', 'pay_from_bao', 'to_bao', 'is_fast', 'apply_at', 'trade_date', 'confirm_date', 'arrive_date', 'confirmed_at', 'remind_info', 'failure_notification'];

/**
 * One day's entrusted buys, as the buy service leaves them: card debited, the amount in transit until
 * settlement confirms them at the trade date's NAV. Spread over the investors and the funds they hold.
 */
export async function seedPendingBuys(url: string, market: ScaleMarket, investors: ScaleInvestors, count: number, tradeDate: string, confirmDate: string, tag: string): Promise<{ firstId: number; lastId: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const first = (await nextIds(client)).order;
    const random = prng(first);
    const rows: { id: number; user: number; card: number; fund: number; amount: string; fee: string }[] = [];
    for (let o = 0; o < count; o += 1) {
      const i = (o * 31) % investors.count;
      const k = heldFund(market, i, o % HOLDINGS_PER_INVESTOR);
      const cents = 10_000 + Math.floor(random() * 1_000_000);
      const money = buyMoney(cents, 10000);
      rows.push({ id: first + o, user: investors.firstUserId + i, card: investors.firstCardId + i, fund: market.fundIds[k]!, amount: money.amount, fee: money.fee });
    }
    await copyIn(url, 'trade_orders', ORDER_COLUMNS, rows.map((r) => [r.id, `P${tag}${r.id}`, r.user, r.fund, r.card, TradeDirection.Buy, TradeStatus.EntrustSucceed, r.amount, '0', r.fee, '0.001500', '1.0000',
      null, null, null, false, false, false, `${tradeDate}T02:00:00Z`, tradeDate, confirmDate, confirmDate, null, '', '']));
    await copyIn(url, 'ledger_entries', ['user_id', 'account', 'fund_id', 'bank_card_id', 'order_id', 'amount', 'memo', 'created_at'], (function* () {
      for (const r of rows) {
        yield [r.user, 'card', null, r.card, r.id, `-${r.amount}`, '银行卡支付', `${tradeDate}T02:00:00Z`];
        yield [r.user, 'transit', null, r.card, r.id, r.amount, '买入待确认', `${tradeDate}T02:00:00Z`];
      }
    })());
    await resetSequences(client);
    await client.query('analyze trade_orders');
    return { firstId: first, lastId: first + count - 1 };
  } finally {
    await client.end();
  }
}
