import { SEARCH_TERM_MAX, searchTerm } from './search-query';

describe('search term', () => {
  it('trims what was typed and refuses a blank box', () => {
    expect(searchTerm('  000135 ')).toBe('000135');
    expect(searchTerm('   ')).toBeNull();
  });

  it('cuts a long paste to the longest term the API takes', () => {
    expect(searchTerm('基'.repeat(100))).toHaveLength(SEARCH_TERM_MAX);
  });
});
