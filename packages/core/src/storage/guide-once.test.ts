import { createMemoryStore } from '../ports/memory-store';
import { createGuideOnce, guideStorageKey, GUIDE_KEYS } from './guide-once';

describe('first-time guide, once per key', () => {
  it('shows a guide until it is dismissed, then never again', () => {
    const store = createMemoryStore();
    const guide = createGuideOnce(store);
    expect(guide.shouldShow(GUIDE_KEYS.myAssets)).toBe(true);
    expect(guide.shouldShow(GUIDE_KEYS.myAssets)).toBe(true);
    guide.markShown(GUIDE_KEYS.myAssets);
    expect(guide.shouldShow(GUIDE_KEYS.myAssets)).toBe(false);
    // A later visit reads the same storage.
    expect(createGuideOnce(store).shouldShow(GUIDE_KEYS.myAssets)).toBe(false);
  });

  it('keeps each key apart', () => {
    const guide = createGuideOnce(createMemoryStore());
    guide.markShown('fund_detail');
    expect(guide.shouldShow('fund_detail')).toBe(false);
    expect(guide.shouldShow(GUIDE_KEYS.myAssets)).toBe(true);
  });

  it('stores under the ls prefix', () => {
    const store = createMemoryStore();
    createGuideOnce(store).markShown('x');
    expect(store.snapshot()).toEqual({ [guideStorageKey('x')]: '1' });
    expect(guideStorageKey('x')).toBe('ls_guide_x');
  });

  it('a failed write (storage full) does not throw', () => {
    const store = { getItem: () => null, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    const guide = createGuideOnce(store);
    expect(() => guide.markShown('x')).not.toThrow();
    expect(guide.shouldShow('x')).toBe(true);
  });
});
