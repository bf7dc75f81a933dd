import { mountComponent, sleep } from './simulate';

describe('PercentText compiled for WeChat', () => {
  it('renders a rise with a plus sign and the up class', async () => {
    const { find } = mountComponent('PercentText', { value: '3.456' });
    await sleep(50);
    const text = find('percent-text');
    expect(text?.textContent).toBe('+3.46%');
    expect(text?.getAttribute('class')).toContain('percenttext--up');
  });

  it('renders a fall with the down class', async () => {
    const { find } = mountComponent('PercentText', { value: '-1.2' });
    await sleep(50);
    const text = find('percent-text');
    expect(text?.textContent).toBe('-1.20%');
    expect(text?.getAttribute('class')).toContain('percenttext--down');
  });
});
