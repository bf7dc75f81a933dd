import { STORE_PAGE_TEXTS, STORE_URLS, applyAction, applyStatusTitle, assetsText, followButtonText, moveItem, timelineLikes, toggledLike } from './store-screens';

describe('store screens', () => {
  it('offers apply, reapply, nothing while in review, and the store once approved', () => {
    expect(applyAction(-1)).toEqual({ label: STORE_PAGE_TEXTS.applyNow, url: '/store/apply_form/' });
    expect(applyAction(2)).toEqual({ label: STORE_PAGE_TEXTS.reapply, url: '/store/apply_form/' });
    expect(applyAction(0)).toBeNull();
    expect(applyAction(1)).toEqual({ label: STORE_PAGE_TEXTS.enterStore, url: '/store/mine/' });
    expect([-1, 0, 1, 2].map((s) => applyStatusTitle(s as -1 | 0 | 1 | 2))).toEqual(['开通主理人小店', '审核中', '已开通', '未通过']);
  });

  it('builds the spec URLs of the store pages', () => {
    expect(STORE_URLS.store(7)).toBe('/store/7/');
    expect(STORE_URLS.portfolio(3, 7)).toBe('/p/3/?store_id=7');
    expect(STORE_URLS.portfolioSettings(7)).toBe('/store/portfolios/settings/?store_id=7');
    expect(STORE_URLS.storeTimeline(7)).toBe('/store/timeline/?store_id=7');
  });

  it('labels the follow button and the assets', () => {
    expect([followButtonText(false), followButtonText(true)]).toEqual(['+ 关注', '已关注']);
    expect(assetsText('1234.5')).toBe('1,234.50元');
  });

  it('moves a portfolio one place and never out of the list', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('timeline likes', () => {
  it('reads liked and the count from what the server sends, tolerating their absence', () => {
    expect(timelineLikes({ liked: true, likes_count: 3 })).toEqual({ liked: true, count: 3 });
    expect(timelineLikes({ attitudes_count: 2 })).toEqual({ liked: false, count: 2 });
    expect(timelineLikes({ liked: 'yes', likes_count: -1 })).toEqual({ liked: false, count: 0 });
    expect(toggledLike({ liked: false, count: 0 })).toEqual({ liked: true, count: 1 });
    expect(toggledLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });
});
