import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { call, signupUser, type Caller } from '../../testing/accounts-kit';
import type { ProductCatalog } from './product-catalog';
import { checkRisk, confirmRisk, needsDisclosure, saveDisclosure } from './suitability-service';

/** Answers every question with the same option number (capped to the question's last option). */
function answerAll(option: number, count = 12): string {
  const lastOption: Record<number, number> = { 6: 4, 7: 4, 8: 3, 9: 4, 11: 4 };
  return Array.from({ length: count }, (_, i) => `${i + 1}:${Math.min(option, lastOption[i + 1] ?? 5)}`).join('|');
}
const BALANCED = '1:2|2:3|3:3|4:3|5:3|6:3|7:2|8:2|9:2|10:3|11:3|12:3';

const fakeCatalog: ProductCatalog = {
  fund: async (id) => (id >= 1 && id <= 5 ? { id, name: `测试基金${id}`, level: id } : null),
  portfolio: async (id) => (id === 7 ? { id, name: '稳健组合', level: 3 } : null),
  heldAbove: async () => [],
};

describe('risk questionnaire and suitability', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app.close());

  async function userId(caller: Caller): Promise<number> {
    const token = caller.token ?? '';
    const { createHash } = await import('node:crypto');
    const row = await app.database.db.selectFrom('sessions').select('user_id').where('token_hash', '=', createHash('sha256').update(token).digest('hex')).executeTakeFirstOrThrow();
    return row.user_id;
  }

  it('serves 12 questions with options and no scores', async () => {
    const user = await signupUser(app, '13400000001');
    const questions = (await call(app, user, 'GET', '/funds/investment_risk/questions/')).json();
    expect(questions).toHaveLength(12);
    expect(questions[0]).toEqual({ id: 1, title: '您的年龄是？', options: expect.arrayContaining([{ id: 1, title: '18-30岁' }]) });
    expect(JSON.stringify(questions)).not.toContain('score');
  });

  it('scores answers to levels 1-5, caps over-60 or no-loss answers at conservative, and reports mine', async () => {
    const user = await signupUser(app, '13400000002');
    expect((await call(app, user, 'GET', '/funds/investment_risk/mine/')).json()).toEqual(expect.objectContaining({ investment_risk: 0, investment_risk_status: 0, effective_to: null }));
    const low = await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: answerAll(1) });
    expect(low.json()).toEqual({ investment_risk: 1, warn_data: { action_type: '' } });
    expect((await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED })).json().investment_risk).toBe(3);
    expect((await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: answerAll(5).replace('1:5', '1:2') })).json().investment_risk).toBe(5);
    const capped = await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: answerAll(5) });
    expect(capped.json().investment_risk).toBe(1);
    await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED });
    const mine = (await call(app, user, 'GET', '/funds/investment_risk/mine/')).json();
    expect(mine).toEqual(expect.objectContaining({ investment_risk: 3, investment_risk_status: 1, investment_risk_display: '平衡型', investment_risk_status_display: '已测评' }));
    expect(mine.product_fit).toBe('适合购买低风险、中低风险、中风险等级的产品');
    expect(mine.effective_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mine.investment_risk_mental).not.toBe('');
  });

  it('refuses incomplete, repeated or unknown answers', async () => {
    const user = await signupUser(app, '13400000003');
    const cases = ['1:1|2:1', `${answerAll(1)}|12:1`, answerAll(1).replace('3:1', '3:9'), 'hello', "1:1' or '1'='1"];
    for (const answer of cases) {
      const res = await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.answer[0]).toMatch(/请完成全部题目|无效的选项/);
    }
  });

  it('expires a result after one year (status 2) and invalidates an old questionnaire version (status 3)', async () => {
    const user = await signupUser(app, '13400000004');
    await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED });
    const id = await userId(user);
    // The login lasts 30 days, so the result is moved back rather than the clock forward.
    await app.database.db.updateTable('risk_profiles').set({ effective_to: '2000-01-01' }).where('user_id', '=', id).execute();
    expect((await call(app, user, 'GET', '/funds/investment_risk/mine/')).json().investment_risk_status).toBe(2);
    await app.database.db.updateTable('risk_profiles').set({ version: 0 }).where('user_id', '=', await userId(user)).execute();
    expect((await call(app, user, 'GET', '/funds/investment_risk/mine/')).json().investment_risk_status).toBe(3);
  });

  it('lets a user lower the level they act at but not raise it without a new test', async () => {
    const user = await signupUser(app, '13400000005');
    expect((await call(app, user, 'POST', '/funds/investment_risk/change/', { investment_risk: 2 })).json().errors.investment_risk).toEqual(['请先完成风险测评']);
    await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED });
    expect((await call(app, user, 'POST', '/funds/investment_risk/change/', { investment_risk: 2 })).json().investment_risk).toBe(2);
    const raise = await call(app, user, 'POST', '/funds/investment_risk/change/', { investment_risk: 4 });
    expect(raise.json().errors.investment_risk).toEqual(['如需提高风险等级，请重新进行风险测评']);
    expect((await call(app, user, 'POST', '/funds/investment_risk/change/', { investment_risk: 9 })).statusCode).toBe(400);
    expect((await call(app, user, 'GET', '/funds/investment_risk/mismatch_assets/')).json()).toEqual([]);
  });

  it('checks suitability with core\'s gate: test first, refuse the conservative, confirm the riskier, pass the rest', async () => {
    const db = app.database.db;
    const user = await signupUser(app, '13400000006');
    const id = await userId(user);
    expect((await checkRisk(db, fakeCatalog, id, { fund_id: 3 }, new Date())).action_type).toBe('investment_risk_test');
    await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: answerAll(1) });
    await expect(checkRisk(db, fakeCatalog, id, { fund_id: 2 }, new Date())).rejects.toMatchObject({ statusCode: 400, errors: { investment_risk: ['您的风险承受能力为保守型，仅可购买低风险等级的产品'] } });
    expect((await checkRisk(db, fakeCatalog, id, { fund_id: 1 }, new Date())).action_type).toBe('');
    await call(app, user, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED });
    const riskier = await checkRisk(db, fakeCatalog, id, { fund_id: 5 }, new Date());
    expect(riskier).toEqual({ action_type: 'confirm_risk', action_title: '风险提示', action_description: expect.stringContaining('高风险') });
    const confirmed = await confirmRisk(db, fakeCatalog, id, { fund_id: 5 }, new Date());
    expect(confirmed).toEqual({ investment_risk: 3, warn_data: { action_type: '' }, confirmation_id: expect.any(Number) });
    expect((await checkRisk(db, fakeCatalog, id, { fund_portfolio_id: 7 }, new Date())).action_type).toBe('');
    await expect(checkRisk(db, fakeCatalog, id, { fund_id: 99 }, new Date())).rejects.toMatchObject({ statusCode: 404 });
    await expect(checkRisk(db, fakeCatalog, id, {}, new Date())).rejects.toMatchObject({ statusCode: 400 });
  });

  it('asks for the risk disclosure of riskier funds once', async () => {
    const db = app.database.db;
    const user = await signupUser(app, '13400000007');
    const id = await userId(user);
    expect(await needsDisclosure(db, fakeCatalog, id, 3)).toEqual({ need_disclosure: false });
    expect(await needsDisclosure(db, fakeCatalog, id, 5)).toEqual({ need_disclosure: true });
    await saveDisclosure(db, fakeCatalog, id, 5, true, new Date());
    expect(await needsDisclosure(db, fakeCatalog, id, 5)).toEqual({ need_disclosure: false });
  });

  it('answers the HTTP risk check and disclosures for unknown products with 404', async () => {
    const user = await signupUser(app, '13400000008');
    expect((await call(app, user, 'POST', '/funds/investment_risk/check/', { fund_id: 999999 })).statusCode).toBe(404);
    expect((await call(app, user, 'POST', '/funds/investment_risk/confirm_risk/', { fund_id: 'x' })).statusCode).toBe(400);
    expect((await call(app, user, 'GET', '/funds/risk_disclosure/999999/check/')).statusCode).toBe(404);
    expect((await call(app, user, 'GET', '/funds/risk_disclosure/abc/')).statusCode).toBe(404);
    expect((await call(app, { csrf: user.csrf }, 'POST', '/funds/investment_risk/check/', { fund_id: 1 })).statusCode).toBe(401);
  });

  it('keeps each user\'s questionnaire their own', async () => {
    const a = await signupUser(app, '13400000009');
    const b = await signupUser(app, '13400000010');
    await call(app, a, 'POST', '/funds/investment_risk/answer/', { answer: BALANCED });
    expect((await call(app, b, 'GET', '/funds/investment_risk/mine/')).json().investment_risk_status).toBe(0);
    await call(app, b, 'POST', '/private_funds/investment_risk/answer/', { answer: '1:1|2:2|3:1|4:3|5:4|6:3' });
    expect((await call(app, a, 'GET', '/private_funds/investment_risk/mine/')).json().investment_risk_status).toBe(0);
  });

  it('runs the private-fund questionnaire with the qualified-investor test', async () => {
    const user = await signupUser(app, '13400000011');
    expect((await call(app, user, 'GET', '/private_funds/investment_risk/questions/')).json()).toHaveLength(6);
    const notQualified = await call(app, user, 'POST', '/private_funds/investment_risk/answer/', { answer: '1:2|2:2|3:1|4:2|5:3|6:2' });
    expect(notQualified.json()).toEqual(expect.objectContaining({ qualified: false, investment_risk_status: 1 }));
    const qualified = await call(app, user, 'POST', '/private_funds/investment_risk/answer/', { answer: '1:1|2:2|3:1|4:3|5:4|6:3' });
    expect(qualified.json()).toEqual(expect.objectContaining({ qualified: true, investment_risk: 5 }));
  });

  it('serves the advisory questionnaire and refuses answers for a portfolio that does not exist', async () => {
    const user = await signupUser(app, '13400000012');
    expect((await call(app, user, 'GET', '/portfolio/advisor_investment_risk_questions/')).json()).toHaveLength(4);
    expect((await call(app, user, 'GET', '/portfolio/advisor_investment_risk_questions/mine/?portfolio=12345')).statusCode).toBe(404);
    expect((await call(app, user, 'POST', '/portfolio/advisor_investment_risk_questions/answer/', { portfolio: 12345, answer: '1:1|2:1|3:1|4:1' })).statusCode).toBe(404);
    expect((await call(app, user, 'GET', '/portfolio/advisor_investment_risk_questions/mine/')).statusCode).toBe(400);
  });
});
