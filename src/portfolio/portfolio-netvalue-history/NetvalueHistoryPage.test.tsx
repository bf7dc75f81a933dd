import { act, render, screen } from '@testing-library/react';
import { fail, gets, ok, queryOf, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { page, route } from '../../../tests/app/fixtures/portfolio-owner';
import NetvalueHistoryPage from '.';

const chart = [
  { date: '2025-11-20', net_value: '1.0000', percent: null },
  { date: '2026-10-20', net_value: '1.2000', percent: '0.10' },
  { date: '2026-11-20', net_value: '1.3200', percent: '-0.35' },
];
const bench = [{ date: '2025-11-20', current: '4000.00', percentage: null, volume: 1, amount: '1' }, { date: '2026-10-20', current: '4000.00', percentage: null, volume: 1, amount: '1' }, { date: '2026-11-20', current: '3900.00', percentage: null, volume: 1, amount: '1' }];

async function renderPage() {
  await act(async () => {
    render(<NetvalueHistoryPage />);
  });
  await settle();
}

describe('portfolio NAV history', () => {
  beforeEach(() =>
    route({
      'GET /api/v1/portfolio/5/netvalue_daily_chart/': () => ok(chart),
      'GET /api/v1/symbols/SH000300/quote_history/': () => ok(bench),
      'GET /api/v1/portfolio/5/netvalue_history/': () => ok(page([...chart].reverse())),
    }, { id: '5' }));

  it('shows the year against the CSI 300, other periods by tab, and the daily table 365 rows a page', async () => {
    await renderPage();
    expect(screen.getByText('+32.00%')).toBeTruthy();
    expect(screen.getByText('-2.50%')).toBeTruthy();
    await tap(screen.getByText('近1月'));
    expect(screen.getByText('+10.00%')).toBeTruthy();
    expect(document.querySelectorAll('.nav-period')).toHaveLength(5);
    expect(screen.getByText('成立来')).toBeTruthy();
    expect(document.querySelector('img.ow-chart')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const rows = Array.from(document.querySelectorAll('.nav-history-row')).map((r) => r.textContent);
    expect(rows[0]).toBe('2026-11-201.3200-0.35%');
    expect(queryOf(gets('/portfolio/5/netvalue_history/')[0]!).page_size).toBe('365');
  });

  it('draws 60 rows of a 365-row page first (under the 1,000-node guide) and 60 more on 显示更多', async () => {
    const year = Array.from({ length: 365 }, (_, i) => ({ date: `D${String(i).padStart(3, '0')}`, net_value: '1.0000', percent: '0.00' }));
    route({
      'GET /api/v1/portfolio/5/netvalue_daily_chart/': () => ok(chart),
      'GET /api/v1/symbols/SH000300/quote_history/': () => ok(bench),
      'GET /api/v1/portfolio/5/netvalue_history/': () => ok(page(year)),
    }, { id: '5' });
    await renderPage();
    expect(document.querySelectorAll('.nav-history-row')).toHaveLength(60);
    await tap(screen.getByText('显示更多'));
    expect(document.querySelectorAll('.nav-history-row')).toHaveLength(120);
  });

  it('offers a retry when the NAVs fail', async () => {
    route({
      'GET /api/v1/portfolio/5/netvalue_daily_chart/': () => fail(500, { detail: ['服务器开小差了'] }),
      'GET /api/v1/symbols/SH000300/quote_history/': () => fail(500, { detail: ['x'] }),
      'GET /api/v1/portfolio/5/netvalue_history/': () => ok(page([])),
    }, { id: '5' });
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
