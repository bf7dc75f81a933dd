import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { privateFundQuestions, testedPrivateFundRisk } from '../../../tests/app/fixtures/questionnaires';
import PrivateFundRiskQuestionsPage from '.';

const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const urlOf = (options: unknown) => (options as { url: string }).url;
const answers: string[] = [];

function serve(answerStatus = 200) {
  setRequestHandler(async (options) => {
    const { url, method, data } = options as { url: string; method: string; data?: unknown };
    if (url.includes('/csrf')) return reply({ csrftoken: 't' });
    if (url.includes('/private_funds/investment_risk/questions/')) return reply(privateFundQuestions);
    if (url.includes('/private_funds/investment_risk/answer/') && method === 'POST') {
      answers.push((typeof data === 'string' ? JSON.parse(data) : data).answer);
      return answerStatus === 200 ? reply(testedPrivateFundRisk) : reply({ errors: { answer: ['请完成全部题目'] } }, answerStatus);
    }
    throw new Error(`unexpected ${url}`);
  });
}

beforeEach(() => {
  resetTaroFake();
  answers.length = 0;
});

describe('private-fund questionnaire', () => {
  it('answers in order, submits only after the last, then opens the result in place', async () => {
    serve();
    await act(async () => render(<PrivateFundRiskQuestionsPage />));
    expect(screen.getByText('私募基金合格投资者问卷')).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(screen.getByText<HTMLButtonElement>('提交').disabled).toBe(true);
    fireEvent.click(screen.getByText('是'));
    expect(screen.getByText('2/3')).toBeTruthy();
    fireEvent.click(screen.getByText('上一题'));
    expect(screen.getByText('1/3')).toBeTruthy();
    fireEvent.click(screen.getByText('是'));
    fireEvent.click(screen.getByText('是'));
    fireEvent.click(screen.getByText('追求超额收益'));
    expect(screen.getByText<HTMLButtonElement>('提交').disabled).toBe(false);
    await act(async () => fireEvent.click(screen.getByText('提交')));
    expect(answers).toEqual(['1:1|2:1|3:3']);
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/accounts/privatefunds-investment-risk-mine/index' });
  });

  it('a refused answer is a toast with the server message, and the answers stay', async () => {
    serve(400);
    await act(async () => render(<PrivateFundRiskQuestionsPage />));
    fireEvent.click(screen.getByText('是'));
    fireEvent.click(screen.getByText('否'));
    fireEvent.click(screen.getByText('保值'));
    await act(async () => fireEvent.click(screen.getByText('提交')));
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '请完成全部题目' });
    expect(screen.getByText('3/3')).toBeTruthy();
    expect(calls.some((c) => c.api === 'redirectTo')).toBe(false);
  });

  it('a failed load shows the catalogue text and retries', async () => {
    setRequestHandler(async () => reply({}, 500));
    await act(async () => render(<PrivateFundRiskQuestionsPage />));
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
    serve();
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(calls.filter((c) => c.api === 'request' && urlOf(c.options).includes('/questions/'))).toHaveLength(2);
  });
});
