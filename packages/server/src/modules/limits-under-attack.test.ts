// Limits under attack: real parallel HTTP requests against the listening server. Every limit holds
// whatever the parallelism — SMS code tries and sends, the login throttle, the trade-password lock, the
// card's daily limit, the fast-redeem cap per user, and a portfolio's one open order before a rebalance.
import type { FastifyInstance } from 'fastify';
import { LOGIN_ERRORS, AUTH_MESSAGES, SMS_MESSAGES } from '@fund/core/account';
import { FAST_REDEEM_TEXTS } from '@fund/core/cash-treasure';
import { TradeStatus, TRADING_MESSAGES } from '@fund/core/trade';
import { cardTail, toDecimal } from '@fund/core/money';
import { PORTFOLIO_TRADE_MESSAGES } from '@fund/core/portfolio';
import type { Database } from '../db/database';

import { post, reconcile } from './ledger/ledger-repo';
import { openFundIds, openTradingWorld, TRADE_PASSWORD, at, makeInvestor, moveTo, setNav, type Investor } from '../testing/trading-kit';
import { burst, hit, listenOnLoopback, messageOf, pause } from '../testing/http-attack-kit';
import { protectField, revealField } from './account/auth/field-protection';
import { LOGIN_THROTTLE } from './account/service';
import { cardHash } from './card/card-rules';
import { CAPTCHA_MAX_TRIES, CAPTCHA_DAILY_LIMIT, latestSentCode, sendCaptcha } from './account/sms/captcha-service';
import { smsSenderFor } from './account/sms/sms-sender';
import { TRADE_PASSWORD_LOCK, TRADE_PASSWORD_SERVER_MESSAGES } from './account/trade-password/service';
import { baoFund } from './trade/trading-repo';
import { portfolioOrNotFound } from './portfolio/trade-repo';
import { adjustTarget } from './portfolio/catalogue-adjust';
import { targetPositions } from './portfolio/catalog-repo';

const LOGIN_PASSWORD = 'abc12345';

describe('limits under parallel attack over HTTP', () => {
  let database: Database;
  let app: FastifyInstance;
  let base = '';
  let fundId = 0;
  const db = () => database.db;

  async function mobileOf(userId: number): Promise<string> {
    const user = await db().selectFrom('users').select('mobile_enc').where('id', '=', userId).executeTakeFirstOrThrow();
    return revealField(user.mobile_enc);
  }

  beforeAll(async () => {
    ({ database, app } = await openTradingWorld(at('2026-11-20', '09:00')));
    [fundId = 0] = await openFundIds(db(), 302);
    await db().updateTable('funds').set({ allow_buy: true, allow_sell: true, fare_ratio_buy: '0', discount_rate_buy: '1', amount_min_buy: '10.00', amount_max_buy: '1000000.00', shares_min_sell: '1.00' }).where('id', '=', fundId).execute();
    await setNav(db(), fundId, '2026-11-20', '1.0000');
    await moveTo(app, at('2026-11-20', '09:00'));
    base = await listenOnLoopback(app);
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('40 parallel wrong SMS codes: 5 count as tries, the code is then dead, the right one refused too', async () => {
    const mobile = '13712340001';
    await sendCaptcha(db(), smsSenderFor(app.ports.sms, null), mobile, new Date());
    const code = (await latestSentCode(db(), mobile))?.code ?? '';
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    const answers = await burst(40, () => hit(base, null, 'GET', `/accounts/verify_mobile_captcha/?mobile=${mobile}&captcha=${wrong}`));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(answers.filter((a) => messageOf(a) === SMS_MESSAGES.wrong)).toHaveLength(CAPTCHA_MAX_TRIES - 1);
    expect(answers.filter((a) => messageOf(a) === SMS_MESSAGES.tooManyTries)).toHaveLength(40 - (CAPTCHA_MAX_TRIES - 1));
    expect((await db().selectFrom('sms_captchas').select('attempts').orderBy('id', 'desc').executeTakeFirstOrThrow()).attempts).toBe(CAPTCHA_MAX_TRIES);
    const right = await hit(base, null, 'GET', `/accounts/verify_mobile_captcha/?mobile=${mobile}&captcha=${code}`);
    expect([right.status, messageOf(right)]).toEqual([400, SMS_MESSAGES.tooManyTries]);
  });

  it('a right SMS code checked 8 times in parallel passes every time', async () => {
    const mobile = '13712340002';
    await sendCaptcha(db(), smsSenderFor(app.ports.sms, null), mobile, new Date());
    const code = (await latestSentCode(db(), mobile))?.code ?? '';
    const checks = await burst(8, () => hit(base, null, 'GET', `/accounts/verify_mobile_captcha/?mobile=${mobile}&captcha=${code}`));
    expect(checks.map((a) => a.status)).toEqual(Array(8).fill(200));
  });

  it('12 parallel sends to one mobile send one code; 15 sends over a day send 10', async () => {
    const me = await makeInvestor(db());
    const mobile = await mobileOf(me.userId);
    const answers = await burst(12, () => hit(base, me, 'GET', `/accounts/new_mobile_captcha/?mobile=${mobile}`));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429).every((a) => messageOf(a).startsWith('验证码发送过于频繁'))).toBe(true);
    // The daily count under parallel sends, each a minute apart on the clock the service is given: they take
    // the mobile's lock in any order (a send that comes after a later one is refused for the 60 s wait), so
    // the burst may send fewer than the limit, never more; sends one after another then fill it exactly.
    const other = '13712340003';
    const start = Date.now() - 20 * 60 * 60 * 1000;
    const send = (i: number) => sendCaptcha(db(), smsSenderFor(app.ports.sms, null), other, new Date(start + i * 61_000));
    const burstSent = (await Promise.allSettled(Array.from({ length: 15 }, (_, i) => send(i)))).filter((s) => s.status === 'fulfilled').length;
    expect(burstSent).toBeGreaterThan(0);
    expect(burstSent).toBeLessThanOrEqual(CAPTCHA_DAILY_LIMIT);
    let later = 0;
    for (let i = 15; i < 15 + CAPTCHA_DAILY_LIMIT + 3; i++) {
      if ((await Promise.allSettled([send(i)]))[0]?.status === 'fulfilled') later++;
    }
    expect(burstSent + later).toBe(CAPTCHA_DAILY_LIMIT);
  });

  it('14 wrong logins and then the right one: 5 are checked, the right one is refused', async () => {
    const me = await makeInvestor(db());
    const mobile = await mobileOf(me.userId);
    const wrongs = burst(14, () => hit(base, null, 'POST', '/accounts/login/', { mobile, password: 'wrong999' }));
    await pause(25);
    const right = await hit(base, null, 'POST', '/accounts/login/', { mobile, password: LOGIN_PASSWORD });
    const answers = await wrongs;
    expect(answers.filter((a) => a.status === 400 && messageOf(a) === LOGIN_ERRORS.account_invalid)).toHaveLength(LOGIN_THROTTLE.perAccount);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(14 - LOGIN_THROTTLE.perAccount);
    expect([right.status, messageOf(right)]).toEqual([429, AUTH_MESSAGES.loginThrottledAccount(LOGIN_THROTTLE.windowMinutes)]);
    // One address guessing many accounts at once: 20 are checked.
    const spread = await burst(30, (i) => hit(base, null, 'POST', '/accounts/login/', { mobile: `1371235${String(i).padStart(4, '0')}`, password: 'wrong999' }));
    const checked = spread.filter((a) => a.status === 400).length;
    expect(checked).toBe(LOGIN_THROTTLE.perAddress - LOGIN_THROTTLE.perAccount);
    expect(spread.filter((a) => a.status === 429).every((a) => messageOf(a) === AUTH_MESSAGES.loginThrottledAddress(LOGIN_THROTTLE.windowMinutes))).toBe(true);
    await db().deleteFrom('login_failures').execute();
  });

  it('30 wrong trade passwords and then the right one: the right one is refused once locked', async () => {
    const me = await makeInvestor(db());
    const guesses = burst(30, (i) => hit(base, me, 'POST', '/accounts/trade_password/verify/', { password: String(200000 + i) }));
    await pause(25);
    const right = await hit(base, me, 'POST', '/accounts/trade_password/verify/', { password: TRADE_PASSWORD });
    const answers = await guesses;
    expect(right.status).toBe(403);
    expect(messageOf(right)).toContain(`连续输错${TRADE_PASSWORD_LOCK.maxFailures}次`);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(TRADE_PASSWORD_LOCK.maxFailures - 1);
    expect(answers.filter((a) => a.status === 400).map(messageOf).sort()).toEqual([1, 2, 3, 4].map((left) => TRADE_PASSWORD_SERVER_MESSAGES.wrong(left)).sort());
    expect(answers.filter((a) => a.status === 403)).toHaveLength(30 - (TRADE_PASSWORD_LOCK.maxFailures - 1));
    const user = await db().selectFrom('users').select(['trade_password_failures', 'trade_password_locked_until']).where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(user.trade_password_failures).toBe(TRADE_PASSWORD_LOCK.maxFailures);
    expect(user.trade_password_locked_until).not.toBeNull();
  });

  it('right trade passwords in parallel all pass (a user\'s own parallel trades)', async () => {
    const me = await makeInvestor(db());
    const answers = await burst(12, () => hit(base, me, 'POST', '/accounts/trade_password/verify/', { password: TRADE_PASSWORD }));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  });

  it('10 parallel buys of 10,000 on a card with a 50,000 daily limit accept 50,000', async () => {
    const me = await makeInvestor(db()); // 工商银行: single 50,000, daily 50,000
    const answers = await burst(10, () => hit(base, me, 'POST', '/funds/buy/', { fund_id: fundId, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status !== 200).map(messageOf)).toEqual(Array(5).fill(TRADING_MESSAGES.aboveDailyLimit));
    const orders = await db().selectFrom('trade_orders').select('amount').where('user_id', '=', me.userId).execute();
    expect(orders.reduce((s, o) => s.plus(o.amount), toDecimal(0)).toFixed(2)).toBe('50000.00');
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });

  it('parallel fast redeems of 2,000 from four cards: 10,000 goes out fast, the rest normally', async () => {
    const me = await makeInvestor(db());
    const cards = [me.cardId];
    for (const n of [1, 2, 3]) cards.push(await addCard(me, `62220200000000${me.userId % 1000}${n}`.padEnd(19, '7')));
    const bao = await baoFund(db());
    const now = app.clock.instant();
    for (const cardId of cards) await post(db(), me.userId, now, [{ account: 'shares', fundId: bao.id, cardId, amount: '20000.00', memo: '测试转入' }]);
    const answers = await burst(16, (i) => hit(base, me, 'POST', '/funds/sell/', { fund_id: bao.id, bank_card_id: cards[i % cards.length], shares: '2000.00', is_fast: true, password: TRADE_PASSWORD }));
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    const orders = await db().selectFrom('trade_orders').select(['amount', 'is_fast', 'remind_info']).where('user_id', '=', me.userId).where('fund_id', '=', bao.id).execute();
    const fast = orders.filter((o) => o.is_fast);
    expect(fast.reduce((s, o) => s.plus(o.amount), toDecimal(0)).toFixed(2)).toBe('10000.00');
    expect(orders.filter((o) => !o.is_fast).map((o) => o.remind_info)).toEqual(Array(11).fill(FAST_REDEEM_TEXTS.fastToNormal));
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });

  async function addCard(me: Investor, number: string): Promise<number> {
    const mobile = await mobileOf(me.userId);
    const iso = new Date().toISOString();
    const row = await db().insertInto('bank_cards').values({
      user_id: me.userId, bank_id: 1, card_no_enc: protectField(number), card_no_hash: cardHash(`${number}-${me.userId}`), card_tail: cardTail(number),
      card_bin: number.slice(0, 6), bank_card_type: 0, reserved_mobile_enc: protectField(mobile), status: 1, is_default: false, created_at: iso, updated_at: iso,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  // Last: it moves the market clock for the app.
  it('parallel rebalances of one portfolio place one; a rebalance never joins another open order', async () => {
    const pid = (await db().selectFrom('portfolios').select('id').where('topic', '=', 'xds').orderBy('id').executeTakeFirstOrThrow()).id;
    const ids = (await targetPositions(db(), pid, '2026-11-20')).map((t) => t.fund_id);
    const baoId = (await baoFund(db())).id;
    await db().updateTable('portfolios').set({ allow_trade: true, allow_buy: true, allow_sell: true, investment_risk: 101, amount_min_buy: '100.00', amount_max_buy: '1000000.00' }).where('id', '=', pid).execute();
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2, amount_min_buy: '0.01', shares_min_sell: '0.01' }).where('id', 'in', ids).execute();
    for (const d of ['2026-11-20', '2026-11-23', '2026-11-24']) for (const id of ids) await setNav(db(), id, d, id === baoId ? '1.0000' : '2.0000', id === baoId ? '0.5000' : null);
    const me = await makeInvestor(db());
    const bought = await hit(base, me, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: pid, bank_card_id: me.cardId, amount: '10000.00', password: TRADE_PASSWORD });
    expect(bought.status).toBe(200);
    await moveTo(app, at('2026-11-24', '09:30'));
    await adjustTarget(db(), await portfolioOrNotFound(db(), pid), '2026-11-24');
    const rebalance = { fund_portfolio_id: pid, bank_card_id: me.cardId, password: TRADE_PASSWORD, rebalance_type: 0 };
    const answers = await burst(8, () => hit(base, me, 'POST', '/funds/fund_portfolios/rebalance/', rebalance));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map(messageOf)).toEqual(Array(7).fill(PORTFOLIO_TRADE_MESSAGES.openOrder));
    const open = await db().selectFrom('portfolio_orders').select('id').where('user_id', '=', me.userId).where('status', 'in', [TradeStatus.EntrustSucceed, TradeStatus.InRebalance]).execute();
    expect(open).toHaveLength(1);
    expect((await reconcile(db(), me.userId)).problems).toEqual([]);
  });
});
