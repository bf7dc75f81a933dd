import { ApiError } from '../api/client/api-error';
import {
  canSubmitRiskTest,
  currentQuestion,
  mineRiskText,
  riskAnswerOf,
  riskResultView,
  riskTestReducer,
  startRiskTest,
  submitRiskTest,
  type RiskTestState,
} from './risk-test-flow';

const questions = [1, 2, 3].map((id) => ({ id, title: `第${id}题`, options: [1, 2, 3].map((o) => ({ id: o, title: `选项${o}` })) }));
const choose = (state: RiskTestState, optionId: number) => riskTestReducer(state, { type: 'choose', optionId });
const answeredAll = () => choose(choose(choose(startRiskTest(questions), 2), 3), 1);

describe('risk questionnaire', () => {
  it('answers in order: choosing an option moves to the next question', () => {
    let state = startRiskTest(questions);
    expect(currentQuestion(state)?.id).toBe(1);
    state = choose(state, 2);
    expect(currentQuestion(state)?.id).toBe(2);
    expect(state.answers).toEqual({ 1: 2 });
  });

  it('ignores an option the question does not have', () => {
    const state = startRiskTest(questions);
    expect(choose(state, 9)).toBe(state);
  });

  it('enables submit only once the last question is answered', () => {
    let state = startRiskTest(questions);
    state = choose(choose(state, 1), 1);
    expect(currentQuestion(state)?.id).toBe(3);
    expect(canSubmitRiskTest(state)).toBe(false);
    state = choose(state, 3);
    expect(currentQuestion(state)?.id).toBe(3);
    expect(canSubmitRiskTest(state)).toBe(true);
    expect(riskAnswerOf(state)).toBe('1:1|2:1|3:3');
  });

  it('goes back to change an earlier answer, keeping the others', () => {
    let state = answeredAll();
    state = riskTestReducer(riskTestReducer(state, { type: 'previous' }), { type: 'previous' });
    expect(currentQuestion(state)?.id).toBe(1);
    expect(canSubmitRiskTest(state)).toBe(false);
    state = choose(state, 3);
    expect(state.answers).toEqual({ 1: 3, 2: 3, 3: 1 });
    expect(riskTestReducer(startRiskTest(questions), { type: 'previous' }).index).toBe(0);
  });
});

describe('submitting the questionnaire', () => {
  const mine = async () => ({ investment_risk: 3, investment_risk_status: 1, investment_risk_display: '平衡型', effective_to: '2026-05-01' });

  it('shows the level and the effective date', async () => {
    const sent: string[] = [];
    const outcome = await submitRiskTest(answeredAll(), { answer: async (a) => (sent.push(a), { investment_risk: 3, warn_data: { action_type: '' } }), mine });
    expect(sent).toEqual(['1:2|2:3|3:1']);
    expect(outcome).toEqual({
      type: 'result',
      warning: null,
      view: { tested: true, levelText: '平衡型', statusText: '已测评', effectiveText: '有效期至2026-05-01', actionText: '重新测评', actionUrl: '/accounts/investment_risk/questions/again/' },
    });
  });

  it('warns about holdings above the new level', async () => {
    const outcome = await submitRiskTest(answeredAll(), { answer: async () => ({ investment_risk: 1, warn_data: { action_type: 'confirm_risk' } }), mine });
    expect(outcome.type === 'result' && outcome.warning?.buttons.map((b) => b.text)).toEqual(['我知道了', '查看持仓']);
  });

  it('turns a failure into the catalogue decision and refuses an unfinished test', async () => {
    const failing = { answer: async () => Promise.reject(new ApiError(400, '请完成全部题目', { answer: ['请完成全部题目'] })), mine };
    await expect(submitRiskTest(answeredAll(), failing)).resolves.toMatchObject({ type: 'failed', decision: { kind: 'toast', text: '请完成全部题目' } });
    await expect(submitRiskTest(startRiskTest(questions), failing)).resolves.toMatchObject({ type: 'failed' });
  });
});

describe('risk result texts', () => {
  it('tells the untested to start and shows the status of an expired result on mine', () => {
    expect(riskResultView({ investment_risk: 0, investment_risk_status: 0, effective_to: null })).toMatchObject({ tested: false, levelText: '您还未进行风险测评', actionText: '开始测评', actionUrl: '/accounts/investment_risk/questions/' });
    expect(mineRiskText({ investment_risk: 3, investment_risk_status: 2, effective_to: '2024-01-01' })).toBe('已过期');
    expect(mineRiskText({ investment_risk: 4, investment_risk_status: 1, effective_to: '2026-01-01' })).toBe('成长型');
  });
});
