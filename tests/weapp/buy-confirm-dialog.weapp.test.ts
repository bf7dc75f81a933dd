import { createApiClient, createIntentFactory } from '@fund/core/api';
import { createFundBuyFlow, tradingApi } from '@fund/core/trade';
import { createMemoryStore, systemClock, type TransportRequest, type TransportResponse } from '@fund/core/ports';
import { mountComponent, sleep, waitForClass } from './simulate';

// The keypad's order in the component: 1-9, blank, 0, delete.
const KEY_INDEX: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, '5': 4, '6': 5, '7': 6, '8': 7, '9': 8, '0': 10, del: 11 };

/** A transport that records every request and answers the buy with trade 99. */
function recordingTransport() {
  const requests: TransportRequest[] = [];
  const answer = (status: number, data: unknown): TransportResponse => ({ status, statusText: 'OK', headers: {}, data });
  return {
    requests,
    transport: {
      request: async (req: TransportRequest) => {
        requests.push(req);
        if (req.url.endsWith('/funds/investment_risk/check/')) return answer(200, { action_type: '', action_title: '', action_description: '' });
        if (req.url.endsWith('/funds/buy/')) return answer(200, { id: 99, status: 0 });
        return answer(404, { errors: { detail: ['接口不存在'] } });
      },
      upload: async () => answer(404, {}),
    },
  };
}

describe('BuyConfirmDialog compiled for WeChat', () => {
  it('typing six digits on the buy confirmation sends exactly one buy request with the order and its Idempotency-Key', async () => {
    const { requests, transport } = recordingTransport();
    const client = createApiClient({ transport, store: createMemoryStore(), clock: systemClock });
    const trading = tradingApi(client);
    const flow = createFundBuyFlow({
      checkRisk: async () => ({ action_type: '', action_title: '', action_description: '' }),
      confirmRisk: async () => ({ warn_data: { action_type: '' } }),
      buy: (body, intent) => trading.buy({ body, intent }),
      useCoupon: async () => undefined,
      newIntent: createIntentFactory(systemClock),
      confirm: async () => true,
      show: async () => ({ type: 'close' }),
      delay: async () => undefined,
      rememberRiskBack: () => undefined,
    });
    const start = await flow.start(
      {
        fund: { id: 7, allow_trade: true, is_bao: false, subscription_status: 2, amount_min_buy: '10.00', amount_max_buy: '1000000.00' },
        card: { id: 3, bank_card_no_tail: '2344', status: 1 },
        payment: { kind: 'bank_card', singleLimit: '50000.00', onlinePay: false, note: null },
        payFromBao: false,
        amount: '1000',
        couponId: null,
      },
      '/s/000007/buy/',
    );
    expect(start).toEqual({ type: 'password' });

    const done: string[] = [];
    const mounted = mountComponent('BuyConfirmDialog', {
      visible: true,
      summary: '购买 演示优势行业股票A 1,000.00元',
      submit: (password: string) => flow.submit(password),
      onDone: (url: string) => done.push(url),
    });
    // The pad comes the dialog binding delay (300 ms) after the dialog opens.
    await waitForClass(mounted, 'tpd-keypad');
    expect(mounted.find('tpd-summary')?.textContent).toBe('购买 演示优势行业股票A 1,000.00元');

    const keys = mounted.comp.querySelectorAll('.tpd-key');
    expect(keys).toHaveLength(12);
    // Six digits submit on their own; the extra taps and a tap on 提交 while pending send nothing more.
    for (const digit of '1234567') {
      keys[KEY_INDEX[digit] as number]?.dispatchEvent('tap');
      await sleep(5);
    }
    mounted.comp.querySelector('.tpd-submit')?.dispatchEvent('tap');
    await sleep(50);

    const buys = requests.filter((r) => r.url.endsWith('/funds/buy/'));
    expect(buys).toHaveLength(1);
    expect(buys[0]?.method).toBe('POST');
    expect(buys[0]?.body).toEqual({ fund_id: 7, bank_card_id: 3, amount: '1000.00', is_bao: false, password: '123456', confirm_risk: false });
    expect(buys[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-z]+-1-/);
    expect(done).toEqual(['/accounts/funds/trades/99/']);
  });
});
