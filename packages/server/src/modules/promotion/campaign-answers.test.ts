// Every GET of campaigns, coins and membership answers its contract schema, on the demo campaigns after some play
// (and the POSTs that hand out prizes answer theirs too).
import type { FastifyInstance } from 'fastify';
import { CONTRACT, type CallDef, fillPath, validate } from '@fund/core/api';
import type { Database } from '../../db/database';
import { at, makeInvestor, request, type Investor } from '../../testing/trading-kit';
import { giveCoins, openCampaignWorld } from './campaigns/campaign-test-kit';
import { seedDemoCampaigns } from './campaigns/demo-campaigns';

const START = at('2026-11-20', '10:00');
const AREAS = ['campaigns', 'coins', 'membership'] as const;

describe('campaign, coin and membership answers match the contract', () => {
  let database: Database;
  let app: FastifyInstance;
  let me: Investor;
  const ids: Record<string, number> = {};

  async function check(call: CallDef, params: Record<string, string | number>, query = '', body?: object): Promise<void> {
    const url = fillPath(call.path, params) + (query ? `?${query}` : '');
    const res = await request(app, me, call.method === 'GET' ? 'GET' : 'POST', url, call.method === 'GET' ? undefined : (body ?? {}));
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    const schema = call.response.schema;
    if (!schema) throw new Error(`${call.name} has no answer schema`);
    const result = validate(schema, res.json());
    expect({ url, errors: result.ok ? {} : result.errors }).toEqual({ url, errors: {} });
  }

  beforeAll(async () => {
    ({ database, app } = await openCampaignWorld(START));
    await seedDemoCampaigns(database.db, START);
    me = await makeInvestor(database.db);
    await giveCoins(database.db, me.userId, 10000, START);
    for (const r of await database.db.selectFrom('campaigns').select(['id', 'series']).execute()) ids[r.series] = r.id;
  }, 120000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('the plays answer their schemas', async () => {
    const C = CONTRACT.campaigns;
    await check(C.checkin, {});
    await check(C.placeBet, { id: ids.bet_game ?? 0 }, '', { option: 'home', coins: 10 });
    await check(C.double11GuessgameBet, {}, '', { option: 'up' });
    await check(C.mooncakeGamblingClaimAward, {});
    await check(C.activityRain, {}, '', {});
    await check(C.chineseNewYearAnswer, { pk: 1 }, '', { option: 'A' });
    await check(C.quizAnswer, {}, '', { question: 1, option: 'B' });
    await check(C.answerQuestion, { pk: 2 }, '', { option: 'B' });
    await check(C.submitInteraction, {}, '', { code: 'demo', content: '稳健增值' });
    await check(C.tradeBargainBargain, { id: ids.trade_bargain ?? 0 });
    await check(C.futuresSimulationRegister, {}, '', {});
    await check(CONTRACT.coins.getTaskCoin, { pk: 2 });
    await check(CONTRACT.coins.exchange, {}, '', { target: 1, coins: 500 });
    await check(CONTRACT.membership.subscribeService, { code: 'vip' }, '', { pay_with: 'coins' });
  });

  it('every GET answers its schema', async () => {
    const params: Record<string, string | number> = { id: ids.bet_game ?? 0, pk: 1, code: 'vip' };
    const special: Record<string, Record<string, string | number>> = {
      tradeBargain: { id: ids.trade_bargain ?? 0 },
      tradeBargainBargainRecord: { code: 'demo-trade_bargain' },
      futuresSimulationGame: { id: ids.futures_simulation ?? 0 },
      quizLive: { pk: ids.quiz ?? 0 },
      exchangeTarget: { id: 1 },
      task: { pk: 1 },
    };
    const queries: Record<string, string> = { futuresSimulationAnalyseCollectRecord: `game=${ids.futures_simulation ?? 0}` };
    const gets = AREAS.flatMap((area) => Object.entries(CONTRACT[area] as Record<string, CallDef>)).filter(([, c]) => c.method === 'GET');
    expect(gets.length).toBeGreaterThan(50);
    for (const [key, call] of gets) await check(call, special[key] ?? params, queries[key] ?? '');
  });
});
