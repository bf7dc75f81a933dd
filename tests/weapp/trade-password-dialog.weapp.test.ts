import { mountComponent, sleep, waitForClass } from './simulate';

// The keypad's order in the component: 1-9, blank, 0, delete.
const KEY_INDEX: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, '5': 4, '6': 5, '7': 6, '8': 7, '9': 8, '0': 10, del: 11 };

describe('TradePasswordDialog compiled for WeChat', () => {
  it('typing six digits submits once, and further taps do nothing while it is pending', async () => {
    const submitted: string[] = [];
    const mounted = mountComponent('TradePasswordDialog', {
      visible: true,
      onSubmit: (password: string) => {
        submitted.push(password);
        return new Promise<string | null>(() => undefined);
      },
    });
    // The pad comes the dialog binding delay (300 ms) after the dialog opens.
    await waitForClass(mounted, 'tpd-keypad');
    expect(mounted.find('tpd-placeholder')?.textContent).toBe('请填写6位交易密码');

    const keys = mounted.comp.querySelectorAll('.tpd-key');
    expect(keys).toHaveLength(12);
    for (const digit of '2468013') {
      keys[KEY_INDEX[digit] as number]?.dispatchEvent('tap');
      await sleep(5);
    }
    mounted.comp.querySelector('.tpd-submit')?.dispatchEvent('tap');
    await sleep(50);

    expect(submitted).toEqual(['246801']);
    expect(mounted.findAll('tpd-box-filled')).toHaveLength(6);
    expect(mounted.find('tpd-submit')?.textContent).toBe('提交中...');
  });
});
