import type { AssetsTotal } from '../api/contract/entities';
import { assetBlockRows, assetPieSlices, incomeBars, showsFare } from './my-assets-view';

const block = (worth: string, latest: string, total: string, fare = '0.00') => ({ trade_date: '2026-11-20', worth_value: worth, income_latest: latest, income_total: total, fare });
const assets = (extra: Partial<AssetsTotal>): AssetsTotal => ({
  assets_total: '0.00',
  trade_date: '2026-11-20',
  income_latest: '0.00',
  fare: '0.00',
  income_total: '0.00',
  bank_cards_count: 1,
  wallets_available: '0.00',
  ...extra,
});

describe('my assets blocks', () => {
  it('lists the blocks the server sent, cash treasure first, with signed incomes and their tone', () => {
    const rows = assetBlockRows(assets({ funds: block('12345.6', '-3.2', '45'), bao: block('100', '0.01', '0') }));
    expect(rows.map((r) => r.label)).toEqual(['现金宝', '基金']);
    const funds = rows[1];
    expect(funds).toMatchObject({ worthText: '12,345.60', incomeLatestText: '-3.20', incomeLatestTone: 'down', incomeTotalText: '+45.00', incomeTotalTone: 'up', url: '/accounts/funds/' });
    expect(rows[0]?.incomeTotalTone).toBe('flat');
  });

  it('shows a fare only when above 0', () => {
    expect(showsFare('0.00')).toBe(false);
    expect(showsFare('-1')).toBe(false);
    expect(showsFare(undefined)).toBe(false);
    expect(showsFare('0.01')).toBe(true);
    const [portfolio] = assetBlockRows(assets({ fund_portfolios: { ...block('10', '0', '0', '12.5'), topics: [{ code: 'xds' }] } }));
    expect(portfolio?.fareText).toBe('待扣费用 12.50');
    expect(assetBlockRows(assets({ funds: block('10', '0', '0') }))[0]?.fareText).toBeNull();
  });
});

describe('income bars', () => {
  it('turns the newest-first page into bars from the oldest, red up and green down', () => {
    const bars = incomeBars([
      { date: '2026-11-20', income: '12.30' },
      { date: '2026-11-18', income: '-4.00' },
      { date: '2026-11-19', income: '0.00' },
    ]);
    expect(bars.map((b) => b.date)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(bars.map((b) => b.tone)).toEqual(['down', 'flat', 'up']);
    expect(bars.map((b) => b.text)).toEqual(['-4.00', '0.00', '+12.30']);
    expect(bars[2]?.value).toBe(12.3);
  });
});

describe('allocation pie', () => {
  const report = {
    worth_value: '1000.00',
    allocation: [
      { name: '股票', value: '600.00', percent: '60.00' },
      { name: '债券', value: '250.00', percent: '25.00' },
      { name: '现金', value: '100.00', percent: '10.00' },
      { name: '其他', value: '50.00', percent: '5.00' },
    ],
  };

  it('has the four categories stock, bond, cash, other with their shares', () => {
    const slices = assetPieSlices(report);
    expect(slices?.map((s) => s.category)).toEqual(['stock', 'bond', 'cash', 'other']);
    expect(slices?.map((s) => s.name)).toEqual(['股票', '债券', '现金', '其他']);
    expect(slices?.map((s) => s.percentText)).toEqual(['60.00%', '25.00%', '10.00%', '5.00%']);
    expect(slices?.[0]?.valueText).toBe('600.00');
  });

  it('fills a missing category with 0 and keeps the order whatever the server order', () => {
    const slices = assetPieSlices({ allocation: [{ name: '现金', value: '10', percent: '100' }] });
    expect(slices?.map((s) => s.percentText)).toEqual(['0.00%', '0.00%', '100.00%', '0.00%']);
  });

  it('is null when nothing is held or the answer is not a report', () => {
    expect(assetPieSlices({ worth_value: '0.00', allocation: report.allocation.map((a) => ({ ...a, value: '0.00', percent: '0.00' })) })).toBeNull();
    expect(assetPieSlices({})).toBeNull();
    expect(assetPieSlices(null)).toBeNull();
    expect(assetPieSlices({ allocation: [{ name: '股票', value: 'x', percent: '1' }] })).toBeNull();
  });
});
