import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { calls, resetTaroFake } from '../../../tests/jest/taro-fake';
import ManagerAssessHistoryPage from '.';

beforeEach(() => {
  resetTaroFake();
});

describe('manager assessment history', () => {
  it('lists the assessments newest first and reopens one', async () => {
    storage.setItem(
      'ls_manager_assess_history',
      JSON.stringify([
        { options: '12,23', tags: ['抗风险能力', '债券型'], at: '2026-11-21T02:00:00Z' },
        { options: '11,21', tags: ['收益能力', '股票型'], at: '2026-11-20T02:00:00Z' },
      ]),
    );
    render(<ManagerAssessHistoryPage />);
    expect(screen.getAllByText(/ · /).map((n) => n.textContent)).toEqual(['抗风险能力 · 债券型', '收益能力 · 股票型']);
    expect(screen.getByText('2026-11-21 10:00')).toBeTruthy();
    fireEvent.click(screen.getByText('收益能力 · 股票型'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-assess/index?options=11%2C21' });
  });

  it('says when there is none', () => {
    render(<ManagerAssessHistoryPage />);
    expect(screen.getByText('还没有测评记录')).toBeTruthy();
  });
});
