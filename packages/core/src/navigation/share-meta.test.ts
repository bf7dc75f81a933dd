import { shareHead, shareSubjectOf, shareTitle, SHARE_TEXTS } from './share-meta';

describe('shareSubjectOf', () => {
  it('names the record of a fund, portfolio or store page, with or without query and origin', () => {
    expect(shareSubjectOf('/s/000001/')).toEqual({ kind: 'fund', code: '000001' });
    expect(shareSubjectOf('https://fund.example/s/110022/?from=timeline')).toEqual({ kind: 'fund', code: '110022' });
    expect(shareSubjectOf('/p/12/?store_id=3')).toEqual({ kind: 'portfolio', id: 12 });
    expect(shareSubjectOf('/store/7/')).toEqual({ kind: 'store', id: 7 });
  });

  it('is null for other pages, sub-pages and ids that cannot be records', () => {
    expect(shareSubjectOf('/')).toBeNull();
    expect(shareSubjectOf('/s/000001/buy/')).toBeNull();
    expect(shareSubjectOf('/s/SH000300/')).toBeNull();
    expect(shareSubjectOf('/p/0/')).toBeNull();
    expect(shareSubjectOf('/store/abc/')).toBeNull();
    expect(shareSubjectOf('/no/such/page/')).toBeNull();
  });
});

describe('shareHead', () => {
  it('titles a fund by name and code and describes it', () => {
    const head = shareHead({ kind: 'fund', code: '000001' }, '华夏成长混合');
    expect(head).toEqual({ title: '华夏成长混合 000001', description: SHARE_TEXTS.fundDescription('华夏成长混合', '000001') });
  });

  it("prefers the owner's own share text, ignoring a blank one", () => {
    const portfolio = { kind: 'portfolio', id: 3 } as const;
    expect(shareHead(portfolio, '稳稳的幸福', '  每月定投，长期持有  ').description).toBe('每月定投，长期持有');
    expect(shareHead(portfolio, '稳稳的幸福', '   ').description).toBe(SHARE_TEXTS.portfolioDescription('稳稳的幸福'));
    expect(shareTitle({ kind: 'store', id: 1 }, '老王的小店')).toBe('老王的小店');
  });
});
