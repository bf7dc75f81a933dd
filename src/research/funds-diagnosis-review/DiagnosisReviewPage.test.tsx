import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, firePageEvent, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { fundDiagnosis } from '../../../tests/app/fixtures/diagnosis';
import { storage } from '@/platform';
import DiagnosisReviewPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname.endsWith('/statistics/')) return ok({ analyses_count: 42, funds_count: 30, avg_score: '71.50' });
    const p = Number(url.searchParams.get('page'));
    return ok(
      p === 1
        ? page([fundDiagnosis(1, { abbr_name: '演示甲', symbol: '100001' }), fundDiagnosis(2, { abbr_name: '演示乙', symbol: '100002', score: 61 })], 1, 2)
        : page([fundDiagnosis(3, { abbr_name: '演示丙', symbol: '100003', score: null })], 2, 2),
    );
  });
});

describe('diagnosis review', () => {
  it('shows the statistics and past diagnoses a page at a time, coloured by score', async () => {
    await act(async () => {
      render(<DiagnosisReviewPage />);
    });
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('71.50')).toBeTruthy();
    expect(screen.getByText('92').parentElement?.className).toContain('score-red');
    expect(screen.getByText('61').parentElement?.className).toContain('score-blue');
    await act(async () => firePageEvent('reachBottom'));
    expect(screen.getByText('--').parentElement?.className).toContain('score-muted');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    fireEvent.click(screen.getByText('演示乙'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-review-detail/index?id=2' });
  });

  it('shows a retry when the history fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<DiagnosisReviewPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});

describe('diagnosis history on this device', () => {
  it('lists the funds diagnosed here above the server history and reopens one', async () => {
    storage.setItem('ls_fund_diagnosis_history', JSON.stringify([{ source_fund_symbol: '100009', name: '演示本机', score: 95, analyse_date: '2026-11-21' }]));
    await act(async () => {
      render(<DiagnosisReviewPage />);
    });
    expect(screen.getByText('本机诊断记录')).toBeTruthy();
    expect(screen.getByText('100009 · 2026-11-21')).toBeTruthy();
    fireEvent.click(screen.getByText('演示本机'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100009' });
  });
});
