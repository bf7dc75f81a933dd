import { proposalView, rebalanceCheck, rebalanceCompareView, percentText } from './portfolio-proposal-view';

const row = (symbol: string, direction: number, amount: string, percent: string) => ({ fund: { symbol, abbr_name: `基金${symbol}` }, direction, amount, percent });

describe('portfolio proposal rows', () => {
  it('a buy proposal reads fund, direction, amount and percent per row, with the total, the fee and the card', () => {
    const view = proposalView({
      amount: '10000.00',
      fee: '12.5',
      bank_card: { bank_card_no_tail: '2344', bank: { name: '工商银行' } },
      results: [row('000001', 0, '6000.00', '60.00'), row('000009', 0, '4000', '40')],
    });
    expect(view.rows.map((r) => [r.name, r.direction, r.amount, r.percent, r.tone])).toEqual([
      ['基金000001', '买入', '6,000.00', '60.00%', 'buy'],
      ['基金000009', '买入', '4,000.00', '40.00%', 'buy'],
    ]);
    expect(view.total).toBe('10,000.00');
    expect(view.fee).toBe('12.50元');
    expect(view.card).toBe('工商银行(2344)');
  });

  it('a rebalance mixes sell and buy rows; keys stay unique when a fund appears twice', () => {
    const view = proposalView({ amount: '0', fee: '0', results: [row('000001', 1, '100', '10'), row('000001', 0, '100', '20')] });
    expect(view.rows.map((r) => r.direction)).toEqual(['卖出', '买入']);
    expect(view.rows.map((r) => r.tone)).toEqual(['sell', 'buy']);
    expect(new Set(view.rows.map((r) => r.key)).size).toBe(2);
    expect(view.card).toBeNull();
  });

  it('percent text keeps two places and dashes nothing', () => {
    expect(percentText('33.3')).toBe('33.30%');
    expect(percentText(null)).toBe('--');
  });
});

describe('rebalance rule (spec 03 §4)', () => {
  it('needs a card whose status is not 0', () => {
    expect(rebalanceCheck(null, [row('1', 0, '1', '1')])).toEqual({ ok: false, message: '请选择可用的银行卡' });
    expect(rebalanceCheck({ status: 0 }, [row('1', 0, '1', '1')])).toEqual({ ok: false, message: '请选择可用的银行卡' });
  });

  it('needs at least one buy-direction record', () => {
    expect(rebalanceCheck({ status: 1 }, [row('1', 1, '1', '1')])).toEqual({ ok: false, message: '当前持仓与目标一致，无需调仓' });
    expect(rebalanceCheck({ status: 1 }, [])).toMatchObject({ ok: false });
    expect(rebalanceCheck({ status: 5 }, [row('1', 1, '1', '1'), row('2', 0, '1', '1')])).toEqual({ ok: true });
  });
});

describe('rebalance comparison', () => {
  it('reads before and after percents per fund and which way they move', () => {
    const rows = rebalanceCompareView({
      results: [
        { fund: { symbol: '000001', abbr_name: '甲' }, before_percent: '60.00', after_percent: '40.00' },
        { fund: { symbol: '000002', abbr_name: '乙' }, before_percent: '40', after_percent: '60' },
        { fund: { symbol: '000003', abbr_name: '丙' }, before_percent: '0', after_percent: '0' },
      ],
    });
    expect(rows.map((r) => [r.name, r.before, r.after, r.change])).toEqual([
      ['甲', '60.00%', '40.00%', 'down'],
      ['乙', '40.00%', '60.00%', 'up'],
      ['丙', '0.00%', '0.00%', 'flat'],
    ]);
  });

  it('an answer of another shape gives no rows rather than a crash', () => {
    expect(rebalanceCompareView(null)).toEqual([]);
    expect(rebalanceCompareView({ results: [1, { fund: null }] })).toEqual([]);
  });
});
