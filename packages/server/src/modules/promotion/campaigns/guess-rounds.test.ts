// The guess game rolls: whatever the clock did, a round is open to bet on; a round's bets are judged and paid
// after its settle time, and are listed with the player's later rounds.
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_TEXTS, CampaignKind as K, CampaignSeries as S, type BetGameV2, type CampaignAwardV2, type CampaignBetV2 } from '@fund/core/promotion';
import type { Database } from '../../../db/database';
import { at, makeInvestor, request } from '../../../testing/trading-kit';
import { DAY_MS, addCampaign, balanceOf, giveCoins, openCampaignWorld } from './campaign-test-kit';

const START = at('2026-11-20', '00:00');
const ROOT = 'rolling-guess';

describe('guess game rounds', () => {
  let database: Database;
  let app: FastifyInstance;
  const db = () => database.db;
  const move = (ms: number) => app.clock.set(new Date(START.getTime() + ms));
  const roundCount = async () => (await db().selectFrom('campaigns').select('code').where('series', '=', S.Double11Guess).execute()).length;

  beforeAll(async () => {
    ({ database, app } = await openCampaignWorld(START));
    await addCampaign(db(), S.Double11Guess, START, {
      code: ROOT, kind: K.Guess, hours: [0, 24, 48, 48 + 24 * 30], prize: { kind: 'coins', coins: 15, basis: 'fixed' }, entry_coins: 10, per_user_daily: 2, per_user_total: 2,
      rules: { options: [{ code: 'up', name: '大盘上涨' }, { code: 'down', name: '大盘下跌' }], rounds: { every_days: 1, settle_days: 1, receive_days: 30, root: ROOT, index: 0 } },
    });
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('opens the round of the day however far the clock jumped, once under 20 parallel calls', async () => {
    const me = await makeInvestor(db());
    move(21 * DAY_MS + 5 * 3_600_000);
    const before = await roundCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app, me, 'GET', '/promotion/double11/guessgame/')));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const games = answers.map((r) => r.json<BetGameV2>());
    expect(new Set(games.map((g) => g.code))).toEqual(new Set([`${ROOT}-r21`]));
    expect(games[0]).toMatchObject({ bet_begin_at: new Date(START.getTime() + 21 * DAY_MS).toISOString(), bet_end_at: new Date(START.getTime() + 22 * DAY_MS).toISOString(), campaign: { phase: 'open' } });
    expect(await roundCount()).toBe(before + 1);
  });

  it('bets on both sides, pays the right one 15 coins after the draw, while the next round is open', async () => {
    const me = await makeInvestor(db());
    move(40 * DAY_MS + 3_600_000);
    await giveCoins(db(), me.userId, 50, START);
    for (const option of ['up', 'down']) expect((await request(app, me, 'POST', '/promotion/double11/guessgame/', { option, coins: 10 })).statusCode).toBe(200);
    const third = await request(app, me, 'POST', '/promotion/double11/guessgame/', { option: 'up', coins: 10 });
    expect(third.json<{ errors: { detail: string[] } }>().errors.detail[0]).toBe(CAMPAIGN_TEXTS.noPlaysAtAll);
    expect(await balanceOf(db(), me.userId)).toBe(30);

    // The next day the round is closed, not drawn; a new round is open.
    move(41 * DAY_MS + 3_600_000);
    expect((await request(app, me, 'GET', '/promotion/double11/guessgame/mine/')).json<CampaignBetV2[]>().map((b) => b.result)).toEqual([0, 0]);
    expect((await request(app, me, 'GET', '/promotion/double11/guessgame/')).json<BetGameV2>()).toMatchObject({ code: `${ROOT}-r41`, campaign: { phase: 'open' } });

    move(42 * DAY_MS + 3_600_000);
    const bets = (await request(app, me, 'GET', '/promotion/double11/guessgame/mine/')).json<CampaignBetV2[]>();
    expect(bets.map((b) => b.result).sort()).toEqual([1, 2]);
    expect(new Set(bets.map((b) => b.code))).toEqual(new Set([`${ROOT}-r40`]));
    const awards = (await request(app, me, 'GET', '/promotion/double11/guessgame/award/')).json<CampaignAwardV2[]>();
    expect(awards.map((a) => [a.code, a.coins, a.status])).toEqual([[`${ROOT}-r40`, 15, 0]]);
    const claim = await request(app, me, 'POST', '/promotion/double11/guessgame/award/', {});
    expect(claim.json()).toMatchObject({ coins: 15 });
    expect(await balanceOf(db(), me.userId)).toBe(45);
    const claimAgain = await request(app, me, 'POST', '/promotion/double11/guessgame/award/', {});
    expect(claimAgain.json<{ errors: { detail: string[] } }>().errors.detail[0]).toBe(CAMPAIGN_TEXTS.nothingToClaim);

    const round40 = await db().selectFrom('campaigns').select('id').where('code', '=', `${ROOT}-r40`).executeTakeFirstOrThrow();
    expect(await db().selectFrom('campaign_draws').select('id').where('campaign_id', '=', round40.id).execute()).toHaveLength(1);
    expect((await request(app, me, 'GET', '/promotion/double11/guessgame/')).json<BetGameV2>()).toMatchObject({ code: `${ROOT}-r42`, campaign: { phase: 'open' } });
  });
});
