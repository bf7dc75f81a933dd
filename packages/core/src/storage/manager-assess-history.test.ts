import { createMemoryStore } from '../ports';
import { createManagerAssessHistory } from './manager-assess-history';

describe('manager assessment history', () => {
  it('keeps the newest first, one per options, 10 at most', () => {
    const history = createManagerAssessHistory(createMemoryStore());
    for (let i = 0; i < 12; i += 1) history.add({ options: `1${i}`, tags: [`t${i}`], at: `2026-11-${10 + i}` });
    const after = history.add({ options: '15', tags: ['again'], at: '2026-11-30' });
    expect(after).toHaveLength(10);
    expect(after[0]).toEqual({ options: '15', tags: ['again'], at: '2026-11-30' });
    expect(after.filter((e) => e.options === '15')).toHaveLength(1);
  });

  it('skips malformed stored entries', () => {
    const store = createMemoryStore({ ls_manager_assess_history: '[{"options":"11","tags":["a"],"at":"x"},{"options":"12"},{"options":"13","tags":[1],"at":"x"}]' });
    expect(createManagerAssessHistory(store).list().map((e) => e.options)).toEqual(['11']);
  });
});
