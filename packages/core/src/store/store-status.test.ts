import { STORE_OWNER_MESSAGES, STORE_REVIEW_MESSAGES, StoreApplyStatus, portfolioCreateRefusal, isStoreApplyStatus, storeApplyRefusal, storeReviewRefusal, storeStatusLine } from './store-status';

describe('store application statuses', () => {
  it('are -1 not applied, 0 in review, 1 approved, 2 rejected', () => {
    expect(StoreApplyStatus).toEqual({ NotApplied: -1, InReview: 0, Success: 1, Rejected: 2 });
    expect([-2, -1, 0, 1, 2, 3].map(isStoreApplyStatus)).toEqual([false, true, true, true, true, false]);
  });

  it('a new or rejected applicant may apply; one in review or approved may not', () => {
    expect([-1, 0, 1, 2].map((s) => storeApplyRefusal(s as StoreApplyStatus))).toEqual([null, STORE_REVIEW_MESSAGES.inReview, STORE_REVIEW_MESSAGES.alreadyOpen, null]);
  });

  it('only an advisor whose store is approved may create a portfolio', () => {
    expect([-1, 0, 1, 2].map((s) => portfolioCreateRefusal(s as StoreApplyStatus))).toEqual([
      STORE_OWNER_MESSAGES.notApplied,
      STORE_OWNER_MESSAGES.inReview,
      null,
      STORE_OWNER_MESSAGES.rejected,
    ]);
  });

  it('only an application in review can be decided', () => {
    expect([-1, 0, 1, 2].map((s) => storeReviewRefusal(s as StoreApplyStatus))).toEqual([
      STORE_REVIEW_MESSAGES.notInReview,
      null,
      STORE_REVIEW_MESSAGES.notInReview,
      STORE_REVIEW_MESSAGES.notInReview,
    ]);
  });

  it('a rejection shows its reason', () => {
    expect(storeStatusLine(2, '执业编号与姓名不符')).toBe('未通过：执业编号与姓名不符');
    expect(storeStatusLine(0, null)).toBe('审核中');
    expect(storeStatusLine(1, 'x')).toBe('已开通');
  });
});
