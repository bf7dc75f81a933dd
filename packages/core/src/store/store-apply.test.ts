import { hasAppliedForStore, isOwnItem, isStoreOwner, storeApplyStatusText } from './store-apply';

describe('store apply status', () => {
  it('store-owner features open only after success (1)', () => {
    expect([-1, 0, 1, 2].map(isStoreOwner)).toEqual([false, false, true, false]);
  });

  it('-1 means not applied', () => {
    expect([-1, 0, 1, 2].map(hasAppliedForStore)).toEqual([false, true, true, true]);
    expect(storeApplyStatusText(2)).toBe('未通过');
    expect(storeApplyStatusText(7)).toBe('审核中');
    expect([-1, 1, 0].map(storeApplyStatusText)).toEqual(['未申请', '已开通', '审核中']);
  });

  it("a timeline item is the viewer's own when the ids match", () => {
    expect(isOwnItem(7, 7)).toBe(true);
    expect(isOwnItem('7', 7)).toBe(true);
    expect(isOwnItem(7, 8)).toBe(false);
    expect(isOwnItem(7, null)).toBe(false);
  });
});
