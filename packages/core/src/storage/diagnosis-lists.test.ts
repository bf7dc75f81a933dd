import { createMemoryStore } from '../ports';
import { createDiagnosisHistory, createDiagnosisList } from './diagnosis-lists';

describe('fund diagnosis list', () => {
  it('keeps the new entry plus at most 10 older ones, deduplicated by code', () => {
    const list = createDiagnosisList(createMemoryStore());
    for (let i = 0; i < 15; i += 1) list.add({ code: `00000${i}`.slice(-6), name: `基金${i}` });
    const after = list.add({ code: '000010', name: '基金10 again' });
    expect(after).toHaveLength(11);
    expect(after[0]).toEqual({ code: '000010', name: '基金10 again' });
    expect(after.filter((e) => e.code === '000010')).toHaveLength(1);
    expect(after.map((e) => e.code).slice(1, 3)).toEqual(['000014', '000013']);
  });

  it('skips stored entries without a code', () => {
    const list = createDiagnosisList(createMemoryStore({ ls_fund_diagnosis: '[{"code":"1"},{"name":"x"},3]' }));
    expect(list.list()).toEqual([{ code: '1' }]);
  });
});

describe('fund diagnosis history', () => {
  it('deduplicates by source_fund_symbol, newest first, 10 kept', () => {
    const history = createDiagnosisHistory(createMemoryStore());
    for (let i = 0; i < 12; i += 1) history.add({ source_fund_symbol: `F${i}` });
    const after = history.add({ source_fund_symbol: 'F5', score: 80 });
    expect(after).toHaveLength(10);
    expect(after[0]).toEqual({ source_fund_symbol: 'F5', score: 80 });
    expect(after.filter((e) => e.source_fund_symbol === 'F5')).toHaveLength(1);
  });
});
