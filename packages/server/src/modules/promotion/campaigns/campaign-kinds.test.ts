// Each campaign kind through its window on the clock, with exact coin amounts, over HTTP (inject).
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_TEXTS, CampaignKind as K, CampaignSeries as S, MOONCAKE_RANK_COINS, mooncakeRank, COIN_TEXTS, type MooncakeRank } from '@fund/core/promotion';
import type { Database } from '../../../db/database';
import { at, makeInvestor, request, type Investor } from '../../../testing/trading-kit';
import { DAY_MS, HOUR_MS, addCampaign, balanceOf, giveCoins, openCampaignWorld } from './campaign-test-kit';

const START = at('2026-11-20', '10:00');
const QUESTIONS = [
  { id: 1, level: 1, title: '一', options: [{ option: 'A', text: '对' }, { option: 'B', text: '错' }], answer: 'A' },
  { id: 2, level: 1, title: '二', options: [{ option: 'A', text: '对' }, { option: 'B', text: '错' }], answer: 'B' },
];

describe('campaign kinds through their windows', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;
  const move = (ms: number) => app.clock.set(new Date(START.getTime() + ms));
  const detail = (r: { json: <T>() => T }) => (r.json<{ errors?: { detail?: string[] } }>().errors?.detail ?? [])[0];
  const get = (who: Investor, path: string) => request(app, who, 'GET', path);
  const send = (who: Investor, path: string, body?: object) => request(app, who, 'POST', path, body ?? {});

  beforeAll(async () => {
    ({ database, app } = await openCampaignWorld(START));
    // Every campaign opens an hour after START.
    await addCampaign(db(), S.Checkin, START, { kind: K.Checkin, hours: [1, 24 * 10, 24 * 10, 24 * 10], per_user_daily: 1 });
    await addCampaign(db(), S.BetGame, START, { kind: K.Guess, hours: [1, 25, 49, 24 * 10], prize: { kind: 'coins', coins: 100, basis: 'fixed' }, entry_coins: 10, rules: { options: [{ code: 'home', name: '主队胜' }, { code: 'empty', name: '平局' }, { code: 'away', name: '客队胜' }] } });
    await addCampaign(db(), S.Mooncake, START, { kind: K.Dice, hours: [1, 72, 72, 72], entry_coins: 5 });
    await addCampaign(db(), S.Rain, START, { kind: K.Rain, hours: [1, 72, 72, 72], prize: { kind: 'coins', coins: 1, coins_max: 20, basis: 'fixed' }, per_user_daily: 3 });
    await addCampaign(db(), S.NewYear, START, { kind: K.Quiz, hours: [1, 72, 72, 72], prize: { kind: 'coins', coins: 20, basis: 'fixed' }, rules: { questions: QUESTIONS } });
    await addCampaign(db(), S.Double11, START, { kind: K.TradeStat, hours: [1, 72, 72, 72], prize: { kind: 'coins', coins: 200, basis: 'fixed' }, rules: { trades_needed: 1 } });
    await addCampaign(db(), S.TradeBargain, START, { kind: K.Bargain, hours: [1, 72, 72, 72], per_user_daily: 1, prize: { kind: 'coupon', coins: 0, basis: 'fixed', coupon: { name: '8元申购费率券', amount: '8.00', expense_min: '500.00', days: 30 } }, rules: { price_coins: 800, floor_coins: 100, cut_min: 50, cut_max: 150 } });
    await addCampaign(db(), S.FuturesSimulation, START, { kind: K.FuturesSimulation, hours: [1, 72, 72, 72], per_user_total: 1, rules: { principal: '1000000.00' } });
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('check-in: refused before the window, then 5, 5, 10 coins on three days in a row, once a day', async () => {
    const me = await makeInvestor(db());
    move(0);
    expect(detail(await send(me, '/promotion/checkin/'))).toBe(CAMPAIGN_TEXTS.notStarted);
    move(2 * HOUR_MS);
    const first = await send(me, '/promotion/checkin/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ checked_today: true, days_in_row: 1, coins: 5, detail: CAMPAIGN_TEXTS.checkinOk(5, 1) });
    expect(detail(await send(me, '/promotion/checkin/'))).toBe(CAMPAIGN_TEXTS.checkedIn);
    move(2 * HOUR_MS + DAY_MS);
    expect((await send(me, '/promotion/checkin/')).json()).toMatchObject({ days_in_row: 2, coins: 10 });
    move(2 * HOUR_MS + 2 * DAY_MS);
    expect((await send(me, '/promotion/checkin/')).json()).toMatchObject({ days_in_row: 3, coins: 20 });
    expect((await get(me, '/promotion/checkin/mine/')).json()).toEqual({ dates: ['2026-11-20', '2026-11-21', '2026-11-22'], days_in_row: 3 });
    const history = (await get(me, '/coins/history/')).json<{ results: { coins: number; balance: number }[] }>();
    expect(history.results.map((r) => [r.coins, r.balance])).toEqual([[10, 20], [5, 10], [5, 5]]);
    move(11 * DAY_MS);
    expect(detail(await send(me, '/promotion/checkin/'))).toBe(CAMPAIGN_TEXTS.ended);
  });

  it('guess game: coin bets while open, closed after bet_end, one result drawn and recorded, 100 coins to the right guess', async () => {
    move(2 * HOUR_MS);
    const players = [await makeInvestor(db()), await makeInvestor(db()), await makeInvestor(db())];
    const game = (await get(players[0]!, '/promotion/bet_game/game/')).json<{ results: { id: number; available: number }[] }>();
    const id = game.results[0]?.id ?? 0;
    expect(game.results[0]?.available).toBe(0);
    const options = ['home', 'empty', 'away'];
    for (const [i, p] of players.entries()) {
      await giveCoins(db(), p.userId, 50, START);
      const bet = await send(p, `/promotion/bet_game/game/${id}/bet/`, { option: options[i], coins: 10 });
      expect(bet.statusCode).toBe(200);
      expect(await balanceOf(db(), p.userId)).toBe(40);
    }
    expect(detail(await send(players[0]!, `/promotion/bet_game/game/${id}/bet/`, { option: 'nobody' }))).toBe(CAMPAIGN_TEXTS.optionNotFound);
    move(30 * HOUR_MS);
    expect(detail(await send(players[0]!, `/promotion/bet_game/game/${id}/bet/`, { option: 'home' }))).toBe(CAMPAIGN_TEXTS.betClosed);
    expect((await get(players[0]!, `/promotion/bet_game/game/${id}/`)).json()).toMatchObject({ available: 1, guess_right_total: 0 });
    move(50 * HOUR_MS);
    const settled = (await get(players[0]!, `/promotion/bet_game/game/${id}/`)).json<{ guess_right_total: number; bet_options: { code: string; status: number }[] }>();
    expect(settled.guess_right_total).toBe(1);
    const winner = settled.bet_options.find((o) => o.status === 1)?.code ?? '';
    const draws = await db().selectFrom('campaign_draws').selectAll().where('campaign_id', '=', id).execute();
    expect(draws).toHaveLength(1);
    expect(JSON.parse(draws[0]?.outcome ?? '{}')).toMatchObject({ result: winner });
    expect(JSON.parse(draws[0]?.inputs ?? '{}')).toMatchObject({ source: 'crypto.randomInt', options });
    for (const [i, p] of players.entries()) {
      const mine = (await get(p, '/promotion/bet_game/award/mine/')).json<{ id: number; coins: number }[]>();
      if (options[i] !== winner) {
        expect(mine).toEqual([]);
        continue;
      }
      expect(mine.map((a) => a.coins)).toEqual([100]);
      const got = await send(p, `/promotion/bet_game/award/${mine[0]?.id}/receive/`);
      expect(got.statusCode).toBe(200);
      expect(await balanceOf(db(), p.userId)).toBe(140);
      expect(detail(await send(p, `/promotion/bet_game/award/${mine[0]?.id}/receive/`))).toBe(CAMPAIGN_TEXTS.awardReceived);
    }
  });

  it('mooncake: each roll costs 5 coins; its prize is the rank of the recorded dice', async () => {
    move(2 * HOUR_MS);
    const me = await makeInvestor(db());
    await giveCoins(db(), me.userId, 20, START);
    const roll = (await send(me, '/promotion/mooncake_gambling/award/')).json<{ dice: number[]; rank: MooncakeRank; coins: number; award: { id: number } | null }>();
    expect(roll.rank).toBe(mooncakeRank(roll.dice));
    expect(roll.coins).toBe(MOONCAKE_RANK_COINS[roll.rank]);
    expect(await balanceOf(db(), me.userId)).toBe(15);
    const draw = await db().selectFrom('campaign_draws').selectAll().where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect(JSON.parse(draw.outcome)).toMatchObject({ dice: roll.dice, rank: roll.rank });
    if (roll.award) {
      await send(me, `/promotion/mooncake_gambling/award/${roll.award.id}/receive/`);
      expect(await balanceOf(db(), me.userId)).toBe(15 + roll.coins);
    }
  });

  it('red-packet rain: every grab pays what it says, three a day, none after the window', async () => {
    move(2 * HOUR_MS);
    const me = await makeInvestor(db());
    let total = 0;
    for (let i = 0; i < 3; i += 1) {
      const grab = (await send(me, '/promotion/activity/rain/', {})).json<{ coins: number; chances: number }>();
      expect(grab.coins === 0 || (grab.coins >= 1 && grab.coins <= 20)).toBe(true);
      expect(grab.chances).toBe(2 - i);
      total += grab.coins;
    }
    expect(await balanceOf(db(), me.userId)).toBe(total);
    expect(detail(await send(me, '/promotion/activity/rain/', {}))).toBe(CAMPAIGN_TEXTS.noPlaysLeft);
    move(73 * HOUR_MS);
    expect(detail(await send(me, '/promotion/activity/rain/', {}))).toBe(CAMPAIGN_TEXTS.ended);
  });

  it('new-year quiz: a right answer pays 20 coins, a wrong one nothing, each question once', async () => {
    move(2 * HOUR_MS);
    const me = await makeInvestor(db());
    const right = (await send(me, '/promotion/chinese_new_year/1/answer/', { option: 'A' })).json();
    expect(right).toMatchObject({ correct: true, award: { coins: 20, status: 1 } });
    expect((await send(me, '/promotion/chinese_new_year/2/answer/', { option: 'A' })).json()).toMatchObject({ correct: false, answer: 'B', award: null });
    expect(detail(await send(me, '/promotion/chinese_new_year/1/answer/', { option: 'A' }))).toBe(CAMPAIGN_TEXTS.alreadyAnswered);
    expect(await balanceOf(db(), me.userId)).toBe(20);
    const quiz = (await get(me, '/promotion/chinese_new_year/quiz/?level=1')).json<{ questions: { answered: boolean }[] }>();
    expect(quiz.questions.map((q) => q.answered)).toEqual([true, true]);
  });

  it('trade stat: no prize without confirmed buys in the window (a count, never an amount)', async () => {
    move(2 * HOUR_MS);
    const me = await makeInvestor(db());
    expect((await get(me, '/promotion/double11/trade_stat/')).json()).toMatchObject({ trades_count: 0, trades_needed: 1, can_claim: false });
    expect(detail(await send(me, '/promotion/double11/award/'))).toBe(CAMPAIGN_TEXTS.tradesNotEnough);
    expect(await balanceOf(db(), me.userId)).toBe(0);
  });

  it('trade bargain: one random cut a day within its range, then the coupon for the bargained coin price', async () => {
    move(2 * HOUR_MS);
    const me = await makeInvestor(db());
    await giveCoins(db(), me.userId, 1000, START);
    const item = (await get(me, '/promotion/trade_bargain/')).json<{ id: number; current_coins: number }[]>();
    const id = item[0]?.id ?? 0;
    expect(item[0]?.current_coins).toBe(800);
    const cut = (await send(me, `/promotion/trade_bargain/${id}/bargain/`)).json<{ coins: number }>();
    expect(cut.coins).toBeGreaterThanOrEqual(50);
    expect(cut.coins).toBeLessThanOrEqual(150);
    expect(detail(await send(me, `/promotion/trade_bargain/${id}/bargain/`))).toBe(CAMPAIGN_TEXTS.noPlaysLeft);
    const got = await send(me, `/promotion/trade_bargain/${id}/exchange/`, { pay_with: 'coins' });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ coins: -(800 - cut.coins), awards: [{ prize_kind: 'coupon', amount: '8.00', status: 1 }] });
    expect(await balanceOf(db(), me.userId)).toBe(1000 - (800 - cut.coins));
    const coupons = await db().selectFrom('user_coupons').select(['amount', 'expense_min']).where('user_id', '=', me.userId).execute();
    expect(coupons).toEqual([{ amount: '8.00', expense_min: '500.00' }]);
    expect(detail(await send(me, `/promotion/trade_bargain/${id}/exchange/`, { pay_with: 'coins' }))).toBe(CAMPAIGN_TEXTS.awardReceived);
  });

  it('futures: the simulation registers once; the loss return has no cash to pay', async () => {
    move(2 * HOUR_MS);
    const me = await makeInvestor(db());
    expect((await send(me, '/promotion/futures_simulation/register/', {})).json()).toMatchObject({ registered: true, players_count: 1, principal: '1000000.00', status: 1 });
    expect(detail(await send(me, '/promotion/futures_simulation/register/', {}))).toBe(CAMPAIGN_TEXTS.alreadyRegistered);
    expect(detail(await send(me, '/promotion/futures_loss_return/withdraw/', {}))).toBe(CAMPAIGN_TEXTS.noCashYet);
    expect(COIN_TEXTS.notEnough).toBe('金币不足');
  });
});
