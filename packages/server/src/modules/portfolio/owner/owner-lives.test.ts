// Owner-made portfolios over HTTP on the seeded market: checks, create (refusals store nothing), edit and
// share by the owner only, fund candidates, the backtest, and position adjustments that take effect on the
// next trading day and reach a holder as a rebalance need.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONTRACT, validate } from '@fund/core/api';
import { OWNER_MESSAGES, PORTFOLIO_TRADE_TEXTS } from '@fund/core/portfolio';
import { PortfolioRiskLevel } from '@fund/core/risk';
import { STORE_OWNER_MESSAGES } from '@fund/core/store';
import { buildApp } from '../../../app';
import { type Database, openDatabase } from '../../../db/database';
import { seedDemoMarket } from '../../../db/seed/seed-market';
import { issueCsrfToken } from '../../account/auth/csrf';
import { insertStore } from '../../store/store-repo';
import { TRADE_PASSWORD, at, makeInvestor, moveTo, request, setNav, type Investor } from '../../../testing/trading-kit';

const C = CONTRACT.portfolio;
const TODAY = '2026-11-23';
const NEXT = '2026-11-24';

describe('portfolios made by their owners', () => {
  let database: Database;
  let app: FastifyInstance;
  let owner: Investor;
  let other: Investor;
  let funds: { id: number; symbol: string; abbr_name: string; investment_risk: number; amount_min_buy: string }[];
  let bao: { id: number; symbol: string };
  const db = () => database.db;

  const call = (who: Investor | null, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object): Promise<LightMyRequestResponse> => {
    if (method !== 'PUT') return request(app, who, method, path, payload);
    const headers: Record<string, string> = { 'x-csrftoken': issueCsrfToken() };
    if (who) headers.authorization = `Token ${who.token}`;
    return app.inject({ method, url: `/api/v1${path}`, headers, payload });
  };
  const ok = async <T>(res: Promise<LightMyRequestResponse>, schema?: Parameters<typeof validate>[0]): Promise<T> => {
    const r = await res;
    expect([r.statusCode, r.statusCode === 200 ? '' : r.body]).toEqual([200, '']);
    if (schema) expect(validate(schema, r.json()).ok).toBe(true);
    return r.json<T>();
  };
  const refused = async (res: Promise<LightMyRequestResponse>, status: number, message: string) => {
    const r = await res;
    expect(r.statusCode).toBe(status);
    expect(JSON.stringify(r.json())).toContain(message);
  };
  const portfolioCount = async () => Number((await db().selectFrom('portfolios').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const three = () => [{ symbol: funds[0]!.symbol, percent: '40.00' }, { symbol: funds[1]!.symbol, percent: '40.00' }, { symbol: bao.symbol, percent: '20.00' }];
  const body = (over: object = {}) => ({ name: '均衡成长', description: '股债均衡配置，长期持有，适合稳健的投资者', positions: three(), ...over });

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await seedDemoMarket(database.db, { asOf: '2026-11-20' });
    app = await buildApp({ db: database });
    app.clock.set(at(TODAY, '10:00'));
    funds = await db().selectFrom('funds').select(['id', 'symbol', 'abbr_name', 'investment_risk', 'amount_min_buy'])
      .where('allow_trade', '=', true).where('allow_buy', '=', true).where('allow_sell', '=', true).where('is_bao', '=', false).where('investment_risk', '=', 3)
      .orderBy('id').limit(3).execute();
    bao = await db().selectFrom('funds').select(['id', 'symbol']).where('is_bao', '=', true).orderBy('id').executeTakeFirstOrThrow();
    await db().updateTable('funds').set({ allow_trade: true, allow_buy: true, allow_sell: true, amount_min_buy: '10.00' }).where('id', '=', bao.id).execute();
    owner = await makeInvestor(db());
    other = await makeInvestor(db());
    // The owner's store is open (the review path is store-lives' and store-whole-life's); the other has none.
    await insertStore(db(), owner.userId, { name: '均衡小店', introduction: '股债均衡，长期持有。', avatar: 'https://img.example.com/a.png', qualification_no: 'S0100619010009' }, new Date().toISOString());
  }, 180000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('checks name, description and the minimum purchase the funds need', async () => {
    expect(await ok(call(owner, 'GET', `/portfolio/check_name/?name=${encodeURIComponent('均衡成长')}`), C.checkName.response.schema)).toEqual({ valid: true, message: null });
    expect(await ok(call(owner, 'GET', `/portfolio/check_name/?name=${encodeURIComponent('稳赚组合')}`))).toEqual({ valid: false, message: '组合名称不能包含“稳赚”' });
    expect(await ok(call(owner, 'GET', `/portfolio/check_description/?description=${encodeURIComponent('短')}`), C.checkDescription.response.schema)).toEqual({ valid: false, message: '组合简介须为10-500个字' });
    const symbols = `${funds[0]!.symbol}:1.00,${bao.symbol}:99.00`;
    // 1% of a buy must reach the fund's own minimum: minimum × 100.
    const need = (Number(funds[0]!.amount_min_buy) * 100).toFixed(2);
    const check = await ok<{ valid: boolean; amount_min_buy: string; investment_risk: number }>(call(owner, 'GET', `/portfolio/check_amount_min_buy/?symbols=${symbols}&amount=100.00`), C.checkAmountMinBuy.response.schema);
    expect(check).toMatchObject({ amount_min_buy: need, investment_risk: PortfolioRiskLevel.Stable });
    expect(check.valid).toBe(Number(need) <= 100);
    expect((await call(null, 'GET', '/portfolio/check_name/?name=abc')).statusCode).toBe(401);
    await refused(call(owner, 'GET', '/portfolio/check_amount_min_buy/?symbols=abc'), 400, '基金占比格式有误');
  });

  it('pages tradable fund candidates by search and subtype', async () => {
    const page = await ok<{ total_count: number; results: { symbol: string; symbol_stype: number; allow_trade: boolean }[] }>(call(owner, 'GET', '/portfolio/0/fund_candidates/?page_size=5'), C.fundCandidates.response.schema);
    expect(page.results).toHaveLength(5);
    expect(page.results.every((f) => f.allow_trade)).toBe(true);
    const first = page.results[0]!;
    const bySymbol = await ok<{ results: { symbol: string }[] }>(call(owner, 'GET', `/portfolio/0/fund_candidates/?q=${first.symbol}`));
    expect(bySymbol.results.map((f) => f.symbol)).toContain(first.symbol);
    const typed = await ok<{ results: { symbol_stype: number }[]; total_count: number }>(call(owner, 'GET', `/portfolio/0/fund_candidates/?type=${first.symbol_stype}&page_size=100`));
    expect(typed.results.every((f) => f.symbol_stype === first.symbol_stype)).toBe(true);
    expect(typed.total_count).toBeLessThan(page.total_count);
    expect((await call(owner, 'GET', '/portfolio/999999/fund_candidates/')).statusCode).toBe(404);
  });

  it('estimates a backtest over the last year, labelled as one', async () => {
    const est = await ok<{ backtest: boolean; label: string; points: { date: string }[]; start_date: string; end_date: string; net_value: string }>(
      call(owner, 'GET', `/portfolio/estimate_netvalue/?positions=${three().map((p) => `${p.symbol}:${p.percent}`).join(',')}`), C.estimateNetvalue.response.schema);
    expect([est.backtest, est.label, est.points[0]?.date === est.start_date, est.end_date]).toEqual([true, '回测', true, '2026-11-20']);
    expect(est.points.length).toBeGreaterThan(200);
    expect(est.start_date >= '2025-11-23').toBe(true);
    await refused(call(owner, 'GET', `/portfolio/estimate_netvalue/?positions=${funds[0]!.symbol}:50`), 400, '当前为50.00%');
  });

  it('refuses weights off 100, a fund twice, an unknown or untradable fund, and a taken name, storing nothing', async () => {
    const before = await portfolioCount();
    await refused(call(owner, 'POST', '/portfolio/', body({ positions: [{ symbol: funds[0]!.symbol, percent: '40.00' }, { symbol: bao.symbol, percent: '59.99' }] })), 400, '各基金占比合计须为100.00%，当前为99.99%');
    await refused(call(owner, 'POST', '/portfolio/', body({ positions: [{ symbol: funds[0]!.symbol, percent: '50' }, { symbol: funds[0]!.symbol, percent: '50' }] })), 400, OWNER_MESSAGES.duplicateFund(funds[0]!.symbol));
    await refused(call(owner, 'POST', '/portfolio/', body({ positions: [{ symbol: 'NOPE01', percent: '100' }] })), 400, '基金NOPE01不存在');
    await db().updateTable('funds').set({ allow_trade: false }).where('id', '=', funds[2]!.id).execute();
    await refused(call(owner, 'POST', '/portfolio/', body({ positions: [{ symbol: funds[2]!.symbol, percent: '100' }] })), 400, '暂不支持交易，不能加入组合');
    await db().updateTable('funds').set({ allow_trade: true }).where('id', '=', funds[2]!.id).execute();
    const house = await db().selectFrom('portfolios').select('name').orderBy('id').executeTakeFirstOrThrow();
    await refused(call(owner, 'POST', '/portfolio/', body({ name: house.name })), 400, '该组合名称已被使用');
    await refused(call(owner, 'POST', '/portfolio/', body({ amount_min_buy: '99.00' })), 400, '起购金额不能低于100.00元');
    await refused(call(owner, 'POST', '/portfolio/', body({ name: '保本之王' })), 400, '组合名称不能包含');
    expect(await portfolioCount()).toBe(before);
    expect((await call(null, 'POST', '/portfolio/', body())).statusCode).toBe(401);
    // Without an approved store there is no portfolio to make.
    await refused(call(other, 'POST', '/portfolio/', body({ name: '没有小店的组合' })), 403, STORE_OWNER_MESSAGES.notApplied);
    expect(await portfolioCount()).toBe(before);
  });

  it('lets the owner create, edit, share and adjust; anyone else gets 404; the adjustment takes effect the next trading day and a holder is asked to rebalance', async () => {
    const created = await ok<{ id: number; symbol: string; investment_risk: number; amount_min_buy: string; user: { id: number }; positions: { symbol: string; percent: string }[] }>(call(owner, 'POST', '/portfolio/', body()));
    expect(created).toMatchObject({ symbol: `ZH${String(created.id).padStart(6, '0')}`, investment_risk: PortfolioRiskLevel.Stable, amount_min_buy: '100.00', user: { id: owner.userId } });
    expect(created.positions.map((p) => [p.symbol, p.percent])).toEqual(three().map((p) => [p.symbol, p.percent]));
    const id = created.id;
    expect((await ok<{ net_value: string }>(call(null, 'GET', `/portfolio/${id}/`))).net_value).toBe('1.0000');
    // The detail tells the owner it is theirs, anyone else not, a guest nothing.
    expect([(await ok<{ is_owner?: boolean }>(call(owner, 'GET', `/portfolio/${id}/`))).is_owner, (await ok<{ is_owner?: boolean }>(call(other, 'GET', `/portfolio/${id}/`))).is_owner, (await ok<{ is_owner?: boolean }>(call(null, 'GET', `/portfolio/${id}/`))).is_owner]).toEqual([true, false, undefined]);

    // Someone else's edit, share and adjustment answer as for a missing portfolio.
    await refused(call(other, 'PUT', `/portfolio/${id}/`, { name: '别人的组合' }), 404, PORTFOLIO_TRADE_TEXTS.missingId);
    await refused(call(other, 'POST', `/portfolio/${id}/set_share_info/`, { desc: '分享一下这个组合给大家', share: true }), 404, PORTFOLIO_TRADE_TEXTS.missingId);
    await refused(call(other, 'POST', '/portfolio/position_adjustments/', { portfolio_id: id, positions: three() }), 404, PORTFOLIO_TRADE_TEXTS.missingId);

    const edited = await ok<{ name: string }>(call(owner, 'PUT', `/portfolio/${id}/`, { name: '均衡成长二号', amount_min_buy: '500.00' }));
    expect(edited).toMatchObject({ name: '均衡成长二号', amount_min_buy: '500.00' });
    await refused(call(owner, 'PUT', `/portfolio/${id}/`, { amount_min_buy: '50.00' }), 400, '起购金额不能低于100.00元');
    expect(await ok(call(owner, 'POST', `/portfolio/${id}/set_share_info/`, { desc: '分享一下这个组合给大家', share: true }))).toEqual({ detail: '已保存' });
    expect(await db().selectFrom('portfolios').select(['share_enabled', 'share_desc']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ share_enabled: true, share_desc: '分享一下这个组合给大家' });

    // B buys at today's NAVs; the buy is confirmed on the next trading day.
    for (const d of [TODAY, NEXT, '2026-11-25', '2026-11-26']) for (const f of [funds[0]!, funds[1]!, bao]) await setNav(db(), f.id, d, f.id === bao.id ? '1.0000' : '2.0000', f.id === bao.id ? '0.5000' : null);
    const buy = await call(other, 'POST', '/funds/fund_portfolios/buy/', { fund_portfolio_id: id, bank_card_id: other.cardId, amount: '1000.00', password: TRADE_PASSWORD });
    expect([buy.statusCode, buy.statusCode === 200 ? '' : buy.body]).toEqual([200, '']);
    await moveTo(app, at(NEXT, '10:00'));
    expect((await ok<{ allow_rebalance: boolean }>(call(other, 'GET', `/portfolio/check_rebalance/?portfolio_id=${id}`))).allow_rebalance).toBe(false);

    // The rules of adjustableDirections, then a valid adjustment.
    await db().updateTable('funds').set({ allow_buy: false }).where('id', '=', funds[0]!.id).execute();
    const grow0 = [{ symbol: funds[0]!.symbol, percent: '50.00' }, { symbol: funds[1]!.symbol, percent: '30.00' }, { symbol: bao.symbol, percent: '20.00' }];
    await refused(call(owner, 'POST', '/portfolio/position_adjustments/', { portfolio_id: id, positions: grow0 }), 400, '暂停申购，只能调低占比');
    await db().updateTable('funds').set({ allow_buy: true }).where('id', '=', funds[0]!.id).execute();
    await refused(call(owner, 'POST', '/portfolio/position_adjustments/', { portfolio_id: id, positions: [{ symbol: funds[0]!.symbol, percent: '60.00' }, { symbol: funds[1]!.symbol, percent: '40.00' }] }), 400, '为组合的现金仓位，不能移出组合');
    await refused(call(owner, 'POST', '/portfolio/position_adjustments/', { portfolio_id: id, positions: three() }), 400, '调仓前后占比没有变化');
    const adjusted = await ok<{ id: number; effective_from: string; effective: boolean; positions: { symbol: string; old_percent: string; percent: string }[] }>(
      call(owner, 'POST', '/portfolio/position_adjustments/', { portfolio_id: id, description: '提高权益仓位', positions: grow0 }), C.createPositionAdjustment.response.schema);
    expect(adjusted).toMatchObject({ effective_from: '2026-11-25', effective: false });
    expect(adjusted.positions.map((p) => [p.symbol, p.old_percent, p.percent])).toEqual([[funds[0]!.symbol, '40.00', '50.00'], [funds[1]!.symbol, '40.00', '30.00'], [bao.symbol, '20.00', '20.00']]);
    // Today nothing has changed for holders.
    expect((await ok<{ positions: { percent: string }[] }>(call(null, 'GET', `/portfolio/${id}/`))).positions.map((p) => p.percent)).toEqual(['40.00', '40.00', '20.00']);
    const list = await ok<{ total_count: number; results: { id: number; description: string }[] }>(call(null, 'GET', `/portfolio/position_adjustments/?portfolio_id=${id}`), C.positionAdjustments.response.schema);
    expect(list).toMatchObject({ total_count: 1, results: [{ id: adjusted.id, description: '提高权益仓位' }] });
    expect((await ok<{ id: number }>(call(null, 'GET', `/portfolio/position_adjustments/${adjusted.id}/`), C.positionAdjustment.response.schema)).id).toBe(adjusted.id);
    await refused(call(null, 'GET', '/portfolio/position_adjustments/999999/'), 404, '调仓记录不存在');

    await moveTo(app, at('2026-11-25', '10:00'));
    expect((await ok<{ positions: { percent: string }[] }>(call(null, 'GET', `/portfolio/${id}/`))).positions.map((p) => p.percent)).toEqual(['50.00', '30.00', '20.00']);
    expect((await ok<{ results: { effective: boolean }[] }>(call(null, 'GET', `/portfolio/position_adjustments/?portfolio_id=${id}`))).results[0]?.effective).toBe(true);
    expect(await ok(call(other, 'GET', `/portfolio/check_rebalance/?portfolio_id=${id}`))).toEqual({ allow_rebalance: true });
  });

  it('lists a house portfolio\'s seeded adjustments as its position history', async () => {
    const adjustedHouse = await db().selectFrom('portfolio_adjustments').select('portfolio_id').where('user_id', 'is', null).executeTakeFirstOrThrow();
    const list = await ok<{ results: { positions: { old_percent: string; percent: string }[] }[] }>(call(null, 'GET', `/portfolio/position_adjustments/?portfolio_id=${adjustedHouse.portfolio_id}`), C.positionAdjustments.response.schema);
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results[0]!.positions.some((p) => p.old_percent !== p.percent)).toBe(true);
  });
});
