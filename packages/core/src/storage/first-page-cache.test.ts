import { createMemoryStore } from '../ports';
import { createFirstPageCache, firstPageCacheKey, isFirstPageRequest } from './first-page-cache';

describe('first page cache', () => {
  it('keys by call and parameters regardless of their order, ignoring empty ones', () => {
    expect(firstPageCacheKey('/symbols/funds/', { sort: '-percent_year', page: 1, type: undefined })).toBe(
      firstPageCacheKey('/symbols/funds/', { page: 1, sort: '-percent_year', q: null }),
    );
    expect(firstPageCacheKey('/symbols/hot/')).toBe('ls_cache:/symbols/hot/');
    expect(firstPageCacheKey('/a/', { q: '白 酒' })).toBe('ls_cache:/a/?q=%E7%99%BD%20%E9%85%92');
  });

  it('caches only page 1 or calls without a page', () => {
    expect(isFirstPageRequest()).toBe(true);
    expect(isFirstPageRequest({ page: '1' })).toBe(true);
    expect(isFirstPageRequest({ page: 2 })).toBe(false);
    const cache = createFirstPageCache(createMemoryStore());
    expect(cache.set('/symbols/funds/', { page: 2 }, { results: [2] })).toBe(false);
    expect(cache.get('/symbols/funds/', { page: 2 })).toBeNull();
    expect(cache.set('/symbols/funds/', { page: 1 }, { results: [1] })).toBe(true);
    expect(cache.get('/symbols/funds/', { page: 1 })).toEqual({ results: [1] });
    expect(cache.set('/symbols/hot/', undefined, undefined)).toBe(false);
  });

  it('keeps different parameters apart and can drop an entry', () => {
    const cache = createFirstPageCache(createMemoryStore());
    cache.set('/symbols/funds/', { sort: 'a' }, 'A');
    cache.set('/symbols/funds/', { sort: 'b' }, 'B');
    expect(cache.get('/symbols/funds/', { sort: 'a' })).toBe('A');
    cache.remove('/symbols/funds/', { sort: 'a' });
    expect(cache.get('/symbols/funds/', { sort: 'a' })).toBeNull();
    expect(cache.get('/symbols/funds/', { sort: 'b' })).toBe('B');
  });

  it('reads a corrupt entry as absent', () => {
    const store = createMemoryStore({ [firstPageCacheKey('/x/')]: '{{' });
    expect(createFirstPageCache(store).get('/x/')).toBeNull();
  });
});
