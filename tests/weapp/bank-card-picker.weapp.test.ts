import { mountComponent, sleep } from './simulate';

const bank = (name: string) => ({ name, single_limit: '50000', single_day_limit: '200000' });

describe('BankCardPicker compiled for WeChat', () => {
  it('picks a usable card but not an unavailable one, whose note it shows', async () => {
    const picked: number[] = [];
    const mounted = mountComponent('BankCardPicker', {
      cards: [
        { id: 1, status: 0, bank_card_no_tail: '5678', bank: bank('工商银行') },
        { id: 2, status: 1, bank_card_no_tail: '1234', bank: bank('招商银行') },
      ],
      selectedId: null,
      onSelect: (card: { id: number }) => picked.push(card.id),
    });
    await sleep(50);
    const rows = mounted.comp.querySelectorAll('.bcp-card');
    expect(rows).toHaveLength(2);
    expect(mounted.findAll('bcp-limit').map((n) => n.textContent)).toEqual(['该银行卡系统升级', '单笔限额5万元，每日限额20万元']);

    rows[0]?.dispatchEvent('tap');
    rows[1]?.dispatchEvent('tap');
    await sleep(20);
    expect(picked).toEqual([2]);
  });
});
