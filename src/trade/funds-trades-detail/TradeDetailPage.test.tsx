import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Wire } from '@fund/core/api';
import { answerNextModal, calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDetail } from '../../../tests/app/fixtures/fund-detail';
import { bankCard, failed, ok, routeRequests, tradeDetail, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import TradeDetailPage from '.';
import { typeOnPad } from '../../../tests/app/fixtures/trade-password-pad';

const navigations = () => calls.filter((c) => c.api === 'navigateTo').map((c) => (c.options as { url: string }).url);
const toasts = () => calls.filter((c) => c.api === 'showToast').map((c) => (c.options as { title: string }).title);
const modals = () => calls.filter((c) => c.api === 'showModal').map((c) => (c.options as { content: string }).content);

let seen: SeenRequest[];
let detail: Wire.TradeRecordDetail;


beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '41' });
  seen = [];
  detail = tradeDetail();
  setRequestHandler(
    routeRequests(
      {
        'GET /funds/trades/41/': () => ok(detail),
        'POST /funds/undo/': (req) => {
          if ((req.body as { password: string }).password !== '123456') return failed(400, { errors: { password: ['交易密码错误，您还可以输入4次'] } });
          detail = tradeDetail({
            status: 6,
            allow_undo: false,
            amount_refund: '1000.00',
            status_info: [
              { status: 0, title: '提交申请', desc: '2026-11-23 17:50' },
              { status: 1, title: '已撤单', desc: '退款1000.00元已退回' },
            ],
          });
          return ok({ id: 41, status: 6 });
        },
      },
      seen,
    ),
  );
});

async function renderPage() {
  let container: HTMLElement = document.body;
  await act(async () => {
    container = render(<TradeDetailPage />).container;
  });
  return container;
}

describe('trade detail', () => {
  it('shows a pending buy: status, steps, exact figures, the card and the first-buy note', async () => {
    const container = await renderPage();
    expect(screen.getByText('买入 演示优势行业股票A')).toBeTruthy();
    expect(screen.getAllByText('1,000.00元').length).toBeGreaterThan(0);
    expect(screen.getByText('委托成功')).toBeTruthy();
    expect(screen.getByText('首次购买该基金')).toBeTruthy();
    const steps = Array.from(container.querySelectorAll('.trade-step'), (n) => n.className);
    expect(steps).toEqual(['trade-step active', 'trade-step disabled', 'trade-step disabled']);
    expect(screen.getByText('1.48元')).toBeTruthy();
    expect(screen.getByText('1.50%')).toBeTruthy();
    expect(screen.getByText('1折')).toBeTruthy();
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();
    expect(screen.getByText('2026-11-24')).toBeTruthy();
    expect(screen.getByText('撤单')).toBeTruthy();
    expect(screen.queryByText(/返现/)).toBeNull();
  });

  it('undoes after a confirm and the password, with one Idempotency-Key, and shows the cancelled trade', async () => {
    const container = await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByText('撤单'));
    });
    expect(modals()).toEqual(['确定撤销这笔交易吗？撤单后资金或份额将退回原处']);
    await typeOnPad('000000');
    expect(screen.getByText('交易密码错误，您还可以输入4次')).toBeTruthy();
    await typeOnPad('123456');
    const undos = seen.filter((r) => r.path === '/funds/undo/');
    expect(undos.map((r) => r.body)).toEqual([
      { id: 41, password: '000000' },
      { id: 41, password: '123456' },
    ]);
    const keys = undos.map((r) => r.header['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(toasts()).toContain('撤单成功');
    expect(screen.getAllByText('已撤单').length).toBeGreaterThan(0);
    expect(screen.getByText('退款1000.00元已退回')).toBeTruthy();
    expect(container.querySelector('.trade-undo')).toBeNull();
    expect(container.querySelector('.trade-password-dialog')).toBeNull();
  });

  it('does not undo when the confirm is declined', async () => {
    await renderPage();
    answerNextModal(false);
    await act(async () => {
      fireEvent.click(screen.getByText('撤单'));
    });
    expect(screen.queryByText('请填写6位交易密码')).toBeNull();
    expect(seen.some((r) => r.path === '/funds/undo/')).toBe(false);
  });

  it('shows the cashback of a confirmed trade, its shares and NAV, and no undo', async () => {
    detail = tradeDetail({ status: 1, allow_undo: false, amount_confirm: '998.52', shares_confirm: '675.07', net_value: '1.4792', coupon_record: { amount: '5' }, is_first_trade: false });
    const container = await renderPage();
    expect(screen.getByText('交易成功')).toBeTruthy();
    expect(screen.getByText('返现5.00元')).toBeTruthy();
    expect(screen.getByText('998.52元')).toBeTruthy();
    expect(screen.getByText('675.07份')).toBeTruthy();
    expect(screen.getByText('1.4792')).toBeTruthy();
    expect(container.querySelector('.trade-undo')).toBeNull();
    expect(screen.queryByText('首次购买该基金')).toBeNull();
  });

  it('shows remittance info only while the order waits for the money', async () => {
    detail = tradeDetail({ is_remittance: true, remittance_date: '2026-11-24' });
    await renderPage();
    expect(screen.getByText('汇款信息')).toBeTruthy();
  });

  it('shows the plan of a deduction and opens it', async () => {
    const plan: Wire.FixedInvestmentRecord = {
      id: 9, amount: '500.00', first_date: '2026-12-08', next_date: '2026-12-08', period_unit: 0, status: 0, total_amount: '0.00', trade_date: 8,
      fund: fundDetail(), end_date: null, sign_date: '2026-11-23', protocol_no: 'P1', shares_current: '0.00', status_note: '', bank_card: bankCard(),
    };
    detail = tradeDetail({ direction: 5, fixed_investment: plan });
    await renderPage();
    expect(screen.getByText('定投 演示优势行业股票A')).toBeTruthy();
    fireEvent.click(screen.getByText('每月8日 500.00元 〉'));
    await act(async () => undefined);
    expect(navigations()).toEqual(['/trade/funds-fixed-investments-detail/index?id=9']);
  });

  it("says in the server's words when the trade does not exist, with a way on instead of 重试", async () => {
    setRouterParams({ id: '999' });
    setRequestHandler(async () => failed(404, { errors: { detail: ['交易记录不存在'] } }));
    await renderPage();
    expect(screen.getByText('交易记录不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByText('返回首页')).toBeTruthy();
  });

  it('reads a private fund trade from the private-fund call', async () => {
    setRouterParams({ id: '41', type: 'private_fund' });
    await renderPage();
    expect(seen.some((r) => r.path === '/private_funds/trades/41/')).toBe(true);
    expect(screen.getByText('搜索')).toBeTruthy();
  });

  it('offers a retry when the detail fails to load', async () => {
    setRequestHandler(async () => failed(500, {}));
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
