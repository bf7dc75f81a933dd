import {
  plainPercentText,
  rankText,
  sectorSortOf,
  statusHeadline,
  readAssetForecast,
  readHoldStruct,
  readHoldersAnalyse,
  readManagersHistory,
  readMarketOverview,
  readShareholder,
  readSimilarKLine,
  sortSectorRows,
  tenureText,
} from './symbol-research-views';
import { readSectorRow } from '../market/market-rows';

describe('symbol research views', () => {
  it('writes ranks, percents and tenures', () => {
    expect(rankText(12, 345)).toBe('12/345');
    expect(rankText(null, 345)).toBe('--');
    expect(plainPercentText('12.30')).toBe('12.30%');
    expect(plainPercentText(null)).toBe('--');
    expect(tenureText('2020-01-02', null)).toBe('2020-01-02 ~ 至今');
    expect(tenureText('2018-01-02', '2020-01-01')).toBe('2018-01-02 ~ 2020-01-01');
  });

  it('reads a fund holdings answer', () => {
    const v = readHoldStruct({ report_date: '2026-09-30', stock_percent: '88.10', top10_percent: '45.00', holdings: [{ symbol: 'SH600037', abbr_name: '演示康泰', percent: '8.10', current: '12.00', percentage: '-1.00', sector_name: '医药' }], sectors: [{ sector_name: '医药', percent: '8.10' }] });
    expect(v.holdings[0]).toEqual({ symbol: 'SH600037', name: '演示康泰', current: '12.00', percent: '-1.00', weight: '8.10', sectorName: '医药' });
    expect(v.sectors).toEqual([{ name: '医药', percent: '8.10' }]);
  });

  it('reads the forecast and the managers, latest manager first', () => {
    expect(readAssetForecast({ principal: '10000.00', results: [{ period: '1年', days: 250, samples: 900, profit_probability: '70.00', worst: '9000.00', median: '10800.00', best: '12500.00' }] }).rows[0]).toEqual({ period: '1年', samples: 900, probability: '70.00', worst: '9000.00', median: '10800.00', best: '12500.00' });
    const h = readManagersHistory({ managers: [{ id: 1, name: '甲', start_date: '2018-01-02', end_date: '2020-01-01', days: 729, return_percent: '12.00' }, { id: 2, name: '乙', start_date: '2020-01-02', end_date: null, days: 2000, return_percent: null }], years: [{ year: '2026', percent: '3.10' }] });
    expect(h.managers.map((m) => m.name)).toEqual(['乙', '甲']);
    expect(h.managers[0]?.tenure).toBe('2020-01-02 ~ 至今');
    expect(h.years).toEqual([{ year: '2026', percent: '3.10' }]);
  });

  it('tells a fund holder structure from a stock holders analyse', () => {
    expect(readHoldersAnalyse({ report_date: '2026-06-30', institution_percent: '60.00', individual_percent: '39.50', internal_percent: '0.50', history: [] })).toEqual({ kind: 'fund', view: { reportDate: '2026-06-30', institution: '60.00', individual: '39.50', internal: '0.50' } });
    const s = readHoldersAnalyse({ report_date: '2026-09-30', funds_count: 3, funds_percent: '1.2000', funds: [{ symbol: '000007', abbr_name: '演示基金', shares: '3000000', percent: '2.00' }], institutions: [{ name: '社保', shares: '100', percent: '1.00' }] });
    expect(s.kind).toBe('stock');
    if (s.kind === 'stock') {
      expect(s.view.funds[0]).toMatchObject({ symbol: '000007', shares: '300.00万' });
      expect(s.view.institutions[0]?.name).toBe('社保');
    }
  });

  it('reads similar K-lines with the correlation as a percent', () => {
    expect(readSimilarKLine({ days: 60, after_days: 20, results: [{ symbol: 'SZ000106', abbr_name: '演示优品', start_date: '2026-01-05', end_date: '2026-04-01', similarity: '0.8123', after_percent: '3.20' }] }).rows[0]).toEqual({ symbol: 'SZ000106', name: '演示优品', window: '2026-01-05 ~ 2026-04-01', similarity: '81.23', afterPercent: '3.20' });
  });

  it('reads a shareholder and the market overview', () => {
    expect(readShareholder({ name: '景林资产', kind: '私募', report_date: '2026-09-30', holdings: [{ symbol: 'SH600037', abbr_name: '演示康泰', shares: '10000', percent: '1.00' }] }).holdings[0]).toMatchObject({ symbol: 'SH600037', name: '演示康泰', shares: '1.00万' });
    const m = readMarketOverview({ tradedate: '2026-11-20', trade_status_display: '已收盘', indexes: [{ symbol: 'SH000001', abbr_name: '上证指数', current: '3300.00', percentage: '0.50' }], rise_total: 30, drop_total: 20, draw_total: 10, limit_up: 2, limit_down: 1, amount_total: '123400000000.00', sectors: [] });
    expect(m).toMatchObject({ tradeStatus: '已收盘', rise: 30, limitUp: 2, amountTotal: '1234.00亿' });
  });

  it('sorts sectors by the day up or down, unknown last', () => {
    const rows = [{ id: 1, percent_day: '1.00' }, { id: 2, percent_day: null }, { id: 3, percent_day: '-2.00' }, { id: 4, percent_day: '3.00' }].map(readSectorRow);
    expect(sortSectorRows(rows, undefined).map((r) => r.id)).toEqual([4, 1, 3, 2]);
    expect(sortSectorRows(rows, 'percent_day').map((r) => r.id)).toEqual([3, 1, 4, 2]);
  });
});

describe('sector sorts', () => {
  it('starts from the query sort when known, else the day', () => {
    expect(sectorSortOf('-percent_year').field).toBe('percent_year');
    expect(sectorSortOf(undefined).value).toBe('-percent_day');
    expect(sectorSortOf('name').value).toBe('-percent_day');
  });
});

describe('status headline', () => {
  it('uses the title, or the start of the text without one', () => {
    expect(statusHeadline({ title: '定投心得', text: '正文' })).toBe('定投心得');
    expect(statusHeadline({ title: ' ', text: `  ${'字'.repeat(80)}` })).toBe('字'.repeat(60));
  });
});
