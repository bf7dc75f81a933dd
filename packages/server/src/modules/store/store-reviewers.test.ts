import { storeReviewerIds } from './store-reviewers';

describe('store reviewers from STORE_REVIEWER_IDS', () => {
  it('reads a comma list of user ids', () => {
    expect([...storeReviewerIds({ STORE_REVIEWER_IDS: '3, 17,42' })]).toEqual([3, 17, 42]);
  });

  it('fails closed: unset, empty or any malformed entry means nobody', () => {
    for (const text of [undefined, '', '  ', '3,x', '0', '-1', '3,,4', '1.5', '9999999999']) {
      expect([text, storeReviewerIds({ STORE_REVIEWER_IDS: text }).size]).toEqual([text, 0]);
    }
  });
});
