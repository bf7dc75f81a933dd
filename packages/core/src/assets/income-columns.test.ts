import { incomeColumns } from './income-columns';

describe('incomeColumns', () => {
  it('runs oldest to newest, each as tall as its share of the largest swing, coloured by sign', () => {
    const columns = incomeColumns([
      { date: '2026-11-20', income: '-5.00' },
      { date: '2026-11-18', income: '10.00' },
      { date: '2026-11-19', income: '0.01' },
      { date: '2026-11-17', income: '0.00' },
    ]);
    expect(columns.map((c) => [c.date, c.text, c.tone, c.height])).toEqual([
      ['2026-11-17', '0.00', 'flat', 0],
      ['2026-11-18', '+10.00', 'up', 100],
      ['2026-11-19', '+0.01', 'up', 2],
      ['2026-11-20', '-5.00', 'down', 50],
    ]);
  });

  it('draws nothing tall when no day moved', () => {
    expect(incomeColumns([{ date: '2026-11-20', income: '0' }]).map((c) => c.height)).toEqual([0]);
  });
});
