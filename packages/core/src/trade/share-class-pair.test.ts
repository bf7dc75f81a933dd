import { feeQuoteView } from './trade-fee-quote';
import { shareClassOf, siblingClassName } from './share-class-pair';

describe('share classes named by their closing letter', () => {
  it('reads the class and the sibling name from the fund name', () => {
    expect(shareClassOf('演示华夏消费混合A')).toEqual({ base: '演示华夏消费混合', share: 'A' });
    expect(siblingClassName('演示华夏消费混合A')).toBe('演示华夏消费混合C');
    expect(siblingClassName('演示华夏消费混合C')).toBe('演示华夏消费混合A');
  });

  it('a fund without a class letter has no sibling', () => {
    expect(shareClassOf('演示现金宝')).toBeNull();
    expect(siblingClassName('演示沪深300ETF')).toBeNull();
  });
});

describe('the A/C line under a fee quote', () => {
  const quote = { fee: '1.50', saved_fee: '0', confirm_at: '2026-11-24', arrive_at: '2026-11-25' };
  it('names the day A becomes cheaper and the class compared', () => {
    const view = feeQuoteView({ ...quote, share_class: { sibling_name: '演示消费混合C', break_even_days: 137 } }, 'buy');
    expect(view.shareClass).toBe('持有满137天，A类比C类更省；更短则C类更省（对比演示消费混合C，按当前金额、净值不变估算）');
  });

  it('says when one class is cheaper at any holding', () => {
    expect(feeQuoteView({ ...quote, share_class: { sibling_name: 'X', break_even_days: null } }, 'sell').shareClass).toMatch(/^C类任何持有期都比A类更省/);
    expect(feeQuoteView({ ...quote, share_class: { sibling_name: 'X', break_even_days: 0 } }, 'sell').shareClass).toMatch(/^A类任何持有期都比C类更省/);
    expect(feeQuoteView(quote, 'sell').shareClass).toBeNull();
  });
});
