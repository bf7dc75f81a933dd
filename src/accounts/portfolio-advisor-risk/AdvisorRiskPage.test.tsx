import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { advisorQuestions } from '../../../tests/app/fixtures/questionnaires';
import AdvisorRiskPage from '.';

const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const urlOf = (options: unknown) => (options as { url: string }).url;

beforeEach(() => resetTaroFake());

describe('advisory questionnaire', () => {
  it('without a portfolio: a clear message and the way back', async () => {
    await act(async () => render(<AdvisorRiskPage />));
    expect(screen.getByText('投顾风险测评需从组合页面进入，请先选择投顾组合')).toBeTruthy();
    expect(calls.some((c) => c.api === 'request')).toBe(false);
    await act(async () => fireEvent.click(screen.getByText('返回')));
    expect(calls.at(-1)).toEqual({ api: 'reLaunch', options: { url: '/pages/index/index' } });
  });

  it('an unknown portfolio (404): says it is not available, no retry, and goes back', async () => {
    setRouterParams({ portfolio_id: '77' });
    setRequestHandler(async () => reply({ detail: '组合不存在' }, 404));
    await act(async () => render(<AdvisorRiskPage />));
    expect(screen.getByText('该投顾组合暂不可用，无法进行风险测评')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByText('返回')).toBeTruthy();
  });

  it('answers the questions of the portfolio and shows whether it fits', async () => {
    setRouterParams({ portfolio_id: '5' });
    const bodies: unknown[] = [];
    setRequestHandler(async (options) => {
      const { url, data } = options as { url: string; data?: unknown };
      if (url.includes('/csrf')) return reply({ csrftoken: 't' });
      if (url.includes('/answer/')) {
        bodies.push(typeof data === 'string' ? JSON.parse(data) : data);
        return reply({ investment_risk: 2, warn_data: { action_type: 'confirm_risk' } });
      }
      if (url.includes('/portfolio/advisor_investment_risk_questions/')) return reply(advisorQuestions);
      throw new Error(`unexpected ${url}`);
    });
    await act(async () => render(<AdvisorRiskPage />));
    expect(calls.some((c) => c.api === 'request' && urlOf(c.options).includes('portfolio=5'))).toBe(true);
    fireEvent.click(screen.getByText('长期增值，养老或子女教育'));
    fireEvent.click(screen.getByText('3年以上'));
    await act(async () => fireEvent.click(screen.getByText('提交')));
    expect(bodies).toEqual([{ portfolio: 5, answer: '1:2|2:2' }]);
    expect(screen.getByText('稳健型')).toBeTruthy();
    expect(screen.getByText('该组合风险等级高于您的风险承受能力，请谨慎投资')).toBeTruthy();
  });
});
