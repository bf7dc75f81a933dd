import { matchUrl } from '../navigation/route-urls';
import { PORTFOLIO_TRADE_URLS, readBuyProposalQuery, readId, readSellProposalQuery } from './portfolio-trade-urls';

describe('portfolio trade URLs', () => {
  it('every URL is a route of the table (so navigate() can open it)', () => {
    const urls = [
      PORTFOLIO_TRADE_URLS.detail(5),
      PORTFOLIO_TRADE_URLS.buy(5),
      PORTFOLIO_TRADE_URLS.buy(5, '1000'),
      PORTFOLIO_TRADE_URLS.sell(5),
      PORTFOLIO_TRADE_URLS.buyProposal(5, { bankCardId: 3, amount: '1000.00', isBao: false, couponId: 12 }),
      PORTFOLIO_TRADE_URLS.sellProposal(5, { bankCardId: 3, amount: '200.00' }),
      PORTFOLIO_TRADE_URLS.rebalanceProposal(5, 3),
      PORTFOLIO_TRADE_URLS.rebalanceCompare(5, 3),
      PORTFOLIO_TRADE_URLS.tradeDetail(77),
    ];
    for (const url of urls) expect(matchUrl(url)).not.toBeNull();
  });

  it('the buy proposal carries card, amount, isBao and the coupon only when one is chosen', () => {
    expect(PORTFOLIO_TRADE_URLS.buyProposal(5, { bankCardId: 3, amount: '1000.00', isBao: true, couponId: null })).toBe(
      '/p/5/buy/proposal/?bankCardId=3&amount=1000.00&isBao=1',
    );
    expect(PORTFOLIO_TRADE_URLS.buyProposal(5, { bankCardId: 3, amount: '1000.00', isBao: false, couponId: 12 })).toBe(
      '/p/5/buy/proposal/?bankCardId=3&amount=1000.00&isBao=0&coupon=12',
    );
  });

  it('reads the queries back; a missing card or amount is no proposal', () => {
    expect(readBuyProposalQuery({ bankCardId: '3', amount: '1000', isBao: 'true', coupon: '12' })).toEqual({ bankCardId: 3, amount: '1000.00', isBao: true, couponId: 12 });
    expect(readBuyProposalQuery({ bankCardId: '3', amount: '1000', isBao: '0' })).toEqual({ bankCardId: 3, amount: '1000.00', isBao: false, couponId: null });
    expect(readBuyProposalQuery({ amount: '1000' })).toBeNull();
    expect(readBuyProposalQuery({ bankCardId: '3', amount: 'abc' })).toBeNull();
    expect(readSellProposalQuery({ bankCardId: '3', amount: '0' })).toBeNull();
    expect(readSellProposalQuery({ bankCardId: '3', amount: '200.5' })).toEqual({ bankCardId: 3, amount: '200.50' });
  });

  it('ids are positive whole numbers', () => {
    expect(readId('12')).toBe(12);
    expect(readId('0')).toBeNull();
    expect(readId('1.5')).toBeNull();
    expect(readId(undefined)).toBeNull();
  });
});
