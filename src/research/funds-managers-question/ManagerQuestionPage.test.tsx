import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import ManagerQuestionPage from '.';

const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const QUESTIONS = [
  { id: 1, title: '您最看重基金经理的哪方面能力？', options: [{ id: 11, title: '收益能力' }, { id: 12, title: '抗风险能力' }] },
  { id: 2, title: '您偏好哪类基金？', options: [{ id: 21, title: '股票型' }, { id: 23, title: '债券型' }] },
];

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(QUESTIONS));
});

describe('manager assessment questions', () => {
  it('asks every question before showing the matched managers', async () => {
    await act(async () => {
      render(<ManagerQuestionPage />);
    });
    expect(screen.getByText('1. 您最看重基金经理的哪方面能力？')).toBeTruthy();
    fireEvent.click(screen.getByText('抗风险能力'));
    fireEvent.click(screen.getByText('查看测评结果'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '请回答全部问题' });
    expect(calls.some((c) => c.api === 'navigateTo')).toBe(false);
    fireEvent.click(screen.getByText('债券型'));
    fireEvent.click(screen.getByText('查看测评结果'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-assess/index?options=12%2C23&assess=1' });
  });

  it('shows the last result to someone who took it, unless asked again', async () => {
    storage.setItem('ls_manager_assess_history', JSON.stringify([{ options: '11,21', tags: ['收益能力'], at: '2026-11-20T00:00:00Z' }]));
    await act(async () => {
      render(<ManagerQuestionPage />);
    });
    expect(calls.find((c) => c.api === 'redirectTo')?.options).toEqual({ url: '/research/funds-managers-assess/index?options=11%2C21' });
  });

  it('starts afresh with ?again=1', async () => {
    storage.setItem('ls_manager_assess_history', JSON.stringify([{ options: '11,21', tags: [], at: 'x' }]));
    setRouterParams({ again: '1' });
    await act(async () => {
      render(<ManagerQuestionPage />);
    });
    expect(calls.some((c) => c.api === 'redirectTo')).toBe(false);
    expect(screen.getByText('收益能力')).toBeTruthy();
  });

  it('shows a retry when the questions cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerQuestionPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
