import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { storage } from '@/platform';
import RiskQuestionsPage from '.';

type Req = { url: string; data?: Record<string, unknown> };
const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const QUESTIONS = [1, 2].map((id) => ({ id, title: `问题${id}`, options: [{ id: 1, title: `甲${id}` }, { id: 2, title: `乙${id}` }] }));

beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  setRequestHandler(async (options) => {
    const url = (options as Req).url;
    if (url.includes('/questions/')) return reply(QUESTIONS);
    if (url.includes('/answer/')) return reply({ investment_risk: 3, warn_data: { action_type: '' } });
    return reply({ investment_risk: 3, investment_risk_status: 1, investment_risk_display: '平衡型', effective_to: '2026-05-01' });
  });
});

describe('risk questions', () => {
  it('advances on each choice, submits only after the last, and shows level and effective date', async () => {
    await act(async () => render(<RiskQuestionsPage />));
    expect(screen.getByText('问题1')).toBeTruthy();
    const submit = () => screen.getByText('提交').closest('button') as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByText('乙1'));
    expect(screen.getByText('问题2')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByText('甲2'));
    expect(submit().disabled).toBe(false);
    await act(async () => fireEvent.click(submit()));
    expect(calls.map((c) => c.options as Req).find((r) => r?.url?.includes('/answer/'))?.data).toEqual({ answer: '1:2|2:1' });
    expect(screen.getByText('平衡型')).toBeTruthy();
    expect(screen.getByText('有效期至2026-05-01')).toBeTruthy();
    storage.setItem('back_risk_test', '/accounts/bank_cards/bind/complete/');
    fireEvent.click(screen.getByText('完成'));
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/accounts/bank-cards-bind-complete/index' });
  });
});
