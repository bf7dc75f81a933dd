import { AI_TEMPLATES_KEY, CARD_LAYOUTS, cardLayouts, layoutOf } from './card-templates';
import { CARD_TEMPLATES } from './api/ai-answers';

function memoryStore() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe('card templates cached by version stamp', () => {
  it('has a layout for every template', () => {
    expect(Object.keys(CARD_LAYOUTS).sort()).toEqual([...CARD_TEMPLATES].sort());
  });

  it('stores the layouts under 03252 and reads them back while the stamp holds', () => {
    const store = memoryStore();
    cardLayouts(store);
    expect(JSON.parse(store.data.get(AI_TEMPLATES_KEY) ?? '{}').version).toBe('03252');
    // A cached set under the same stamp is used as stored.
    store.setItem(AI_TEMPLATES_KEY, JSON.stringify({ version: '03252', layouts: { fund: { badge: '旧', accent: 'gray' } } }));
    expect(layoutOf(cardLayouts(store), 'fund').badge).toBe('旧');
  });

  it('drops a cache of another stamp or a broken one', () => {
    const store = memoryStore();
    store.setItem(AI_TEMPLATES_KEY, JSON.stringify({ version: '03251', layouts: { fund: { badge: '旧', accent: 'gray' } } }));
    expect(layoutOf(cardLayouts(store), 'fund').badge).toBe('基金');
    store.setItem(AI_TEMPLATES_KEY, '{not json');
    expect(layoutOf(cardLayouts(store, '04000'), 'income').badge).toBe('收益');
    expect(JSON.parse(store.data.get(AI_TEMPLATES_KEY) ?? '{}').version).toBe('04000');
    expect(layoutOf({}, 'unknown')).toEqual({ badge: '', accent: 'gray' });
  });
});
