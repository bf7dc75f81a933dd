import { readBlockTradeRow, readHolderRow, readSectorRow, readSymbolRow, unitsText } from './market-rows';

describe('market rows', () => {
  it('reads a top holder with shares in Chinese units', () => {
    expect(readHolderRow({ rank: 1, shareholder_id: 7, name: '全国社保基金一零一组合', kind: '社保', shares: '123456789', percent: '5.12', change_shares: '-20000', change_type: '减持', report_date: '2026-09-30' })).toEqual({
      shareholderId: 7, rank: 1, name: '全国社保基金一零一组合', kind: '社保', shares: '1.23亿', percent: '5.12', changeType: '减持', changeShares: '-2.00万', reportDate: '2026-09-30',
    });
    expect(readHolderRow({}).shares).toBe('--');
  });

  it('reads a block trade record and a daily summary', () => {
    expect(readBlockTradeRow({ id: 9, date: '2026-11-20', price: '12.00', volume: 500000, amount: '6000000.00', premium: '-1.20', buyer: '机构专用', seller: '演示证券上海分公司' })).toMatchObject({
      id: '9', price: '12.00', volume: '50.00万', amount: '600.00万', premium: '-1.20', buyer: '机构专用',
    });
    expect(readBlockTradeRow({ date: '2026-11-20', count: 3, avg_premium: '0.50', symbol: 'SH600037' })).toMatchObject({ id: 'SH6000372026-11-20', count: 3, premium: '0.50' });
  });

  it('reads symbol and sector lines', () => {
    expect(readSymbolRow({ symbol: 'SH600037', name: '演示康泰', close: '12.00', percentage: '1.00' })).toEqual({ symbol: 'SH600037', name: '演示康泰', current: '12.00', percent: '1.00' });
    expect(readSectorRow({ id: 2, name: '医药', percent_day: '0.12', percent_year: null, funds_count: 4 })).toEqual({ id: 2, name: '医药', percentDay: '0.12', percentYear: null, fundsCount: 4 });
    expect(unitsText(null)).toBe('--');
  });
});
