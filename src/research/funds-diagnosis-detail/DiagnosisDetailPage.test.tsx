import { act, fireEvent, render, screen } from '@testing-library/react';
import { createDiagnosisList } from '@fund/core/storage';
import { createMemoryStore } from '@fund/core/ports';
import { storage } from '@/platform';
import { actAsGuest, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDiagnosis } from '../../../tests/app/fixtures/diagnosis';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import DiagnosisDetailPage from '.';

type Req = { url: string; method?: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

function serve(score: number | null = 92) {
  setRequestHandler(async (options) => {
    const url = new URL((options as Req).url, 'http://app.test');
    if (url.pathname.endsWith('/csrf/') || url.pathname.includes('csrf')) return ok({ csrftoken: 't' });
    if (url.pathname.endsWith('/analyse_recommend_funds/')) return ok(page([fundRow(7)]));
    return ok(fundDiagnosis(5, { score }));
  });
}

async function open() {
  await act(async () => {
    render(<DiagnosisDetailPage />);
  });
}

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ symbol: '100001' });
  serve();
});

describe('fund diagnosis detail', () => {
  it('shows the score in red from 90, the report and same-type funds, and remembers the fund', async () => {
    storage.setItem('access_token', 'tok');
    await open();
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    expect(screen.getByText('92').parentElement?.className).toContain('score-red');
    expect(screen.getByText('近一年收益12.00%，同类排名前10%。')).toBeTruthy();
    expect(screen.getByText('推荐关注')).toBeTruthy();
    expect(screen.getByText('+6.20%')).toBeTruthy();
    expect(screen.getByText('演示成长混合7')).toBeTruthy();
    expect(screen.queryByText(/游客还可免费诊断/)).toBeNull();
    const analyse = calls.find((c) => c.api === 'request' && (c.options as Req).url.includes('/analyse/'));
    expect(new URL((analyse?.options as Req).url, 'http://app.test').pathname).toBe('/api/v1/symbols/100001/analyse/');
    const stored = createDiagnosisList(createMemoryStore({ ls_fund_diagnosis: String(storage.getItem('ls_fund_diagnosis')) })).list();
    expect(stored[0]).toMatchObject({ code: '100001', name: '演示成长混合1', score: 92 });
    fireEvent.click(screen.getByText('演示成长混合7'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100007' });
  });

  it('paints a score of 60 blue and one below it green', async () => {
    storage.setItem('access_token', 'tok');
    serve(60);
    const { unmount } = render(<DiagnosisDetailPage />);
    await act(async () => undefined);
    expect(screen.getByText('60').parentElement?.className).toContain('score-blue');
    unmount();
    serve(59);
    await open();
    expect(screen.getByText('59').parentElement?.className).toContain('score-green');
  });

  it('gives a guest three free views and then the login picture, which leads to login with next', async () => {

    actAsGuest();
    for (const left of [2, 1, 0]) {
      const { unmount } = render(<DiagnosisDetailPage />);
      await act(async () => undefined);
      expect(screen.getByText(`游客还可免费诊断${left}次`)).toBeTruthy();
      unmount();
    }
    calls.length = 0;
    await open();
    expect(screen.getByRole('dialog', { name: '登录后无限次诊断基金' })).toBeTruthy();
    expect(calls.some((c) => c.api === 'request')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '登录后无限次诊断基金' }));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({
      url: `/accounts/login/index?next=${encodeURIComponent('/symbols/funds/diagnosis/detail/100001/')}`,
    });
  });

  it('shows a retry when the diagnosis fails', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await open();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
