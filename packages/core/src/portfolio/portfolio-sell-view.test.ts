import { chooseSellCard, portfolioSellBlock, portfolioSellCards } from './portfolio-sell-view';

const card = (id: number, enable: string | undefined, status = 1) => ({ id, bank_card_no_tail: `00${id}`, status, bank: { name: '工商银行' }, worth_value_enable: enable });

describe('portfolio sell cards', () => {
  it('each card with what can be sold from it; a card with nothing or unavailable cannot be chosen', () => {
    const options = portfolioSellCards([card(1, '1500'), card(2, '0.00'), card(3, '80', 0), card(4, undefined)]);
    expect(options.map((o) => [o.title, o.hint, o.available, o.selectable])).toEqual([
      ['工商银行(001)', '可卖金额1,500.00元', '1500.00', true],
      ['工商银行(002)', '可卖金额0.00元', '0.00', false],
      ['工商银行(003)', '可卖金额80.00元', '80.00', false],
      ['工商银行(004)', '可卖金额0.00元', '0.00', false],
    ]);
  });

  it('keeps the chosen card while it can be sold from', () => {
    const options = portfolioSellCards([card(1, '0'), card(2, '10'), card(3, '20')]);
    expect(chooseSellCard(options, null)?.id).toBe(2);
    expect(chooseSellCard(options, 3)?.id).toBe(3);
    expect(chooseSellCard(options, 1)?.id).toBe(2);
    expect(chooseSellCard(portfolioSellCards([card(1, '0')]), null)).toBeNull();
  });

  it('the spec texts when nothing can be sold', () => {
    expect(portfolioSellBlock({ allow_sell: false }, portfolioSellCards([card(1, '10')]))).toBe('该组合暂停卖出');
    expect(portfolioSellBlock({ allow_sell: true }, [])).toBe('该组合当前无可卖份额');
    expect(portfolioSellBlock({ allow_sell: true }, portfolioSellCards([card(1, '0')]))).toBe('该组合当前无可卖份额');
    expect(portfolioSellBlock({ allow_sell: true }, portfolioSellCards([card(1, '0'), card(2, '5')]))).toBeNull();
  });
});
