// What the shared stores are for, seen on real pages: a change made on one page shows on the others
// that are open, each shared piece is asked for once, and a logout leaves nothing of the user behind.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { BIND_DRAFT_KEY } from '@fund/core/card';
import { calls, firePageEvent, resetTaroFake, setRequestHandler, setRouterParams } from '../jest/taro-fake';
import { fundDetail } from './fixtures/fund-detail';
import { baoMine, bankCard, feeQuote } from './fixtures/trade-buy';
import { assetsAnswer, incomePage } from './fixtures/my-assets';
import { fundRow, page } from './fixtures/fund-rows';
import { storage } from '@/platform';
import { accounts } from '@/services/account-services';
import BankCardsPage from '@/accounts/bank-cards';
import { bindFlow } from '@/accounts/parts/bind-flow';
import FundBuyPage from '@/trade/fund-buy';
import IncomePage from '@/trade/income';
import MinePage from '@/pages/mine';
import FollowingFundsPage from '@/symbols/following-funds';
import { useFollow } from '@/symbols/fund-detail/useFollow';
import { typeOnPad } from './fixtures/trade-password-pad';

type Req = { url: string; method?: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const missing = () => ({ statusCode: 404, errMsg: 'request:ok', header: {}, data: JSON.stringify({ errors: { detail: ['未找到'] } }) });
const pathOf = (r: Req) => new URL(r.url, 'http://app.test').pathname;
const asked = (path: string) => calls.filter((c) => c.api === 'request' && pathOf(c.options as Req) === `/api/v1${path}` && ((c.options as Req).method ?? 'GET') === 'GET').length;
const settle = (ms = 50) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));

const SETTINGS = { username: '用户5678', mobile: '139****5678', avatar_md: '', is_trade_password_set: true };
let cards = [bankCard()];
let assets = assetsAnswer;
let followed = [fundRow(1)];

beforeEach(() => {
  resetTaroFake();
  storage.setItem('csrftoken', 't');
  cards = [bankCard()];
  assets = assetsAnswer;
  followed = [fundRow(1)];
  setRequestHandler(async (options) => {
    const req = options as Req;
    const path = pathOf(req).replace('/api/v1', '');
    if (path === '/accounts/bank_cards/mine/') return ok(cards);
    if (path === '/funds/bind_bank_card/') {
      cards = [...cards, bankCard({ id: 4, bank_card_no_tail: '8888', is_default: false })];
      return ok({ id: 4 });
    }
    if (path === '/investment_risk/mine/') return ok({ investment_risk: 3, investment_risk_status: 1, investment_risk_display: '平衡型', effective_to: '2027-05-01' });
    if (path === '/accounts/settings/') return ok(SETTINGS);
    if (path === '/accounts/login/') return ok({ token: { access_token: 'tok-2' } });
    if (path === '/funds/assets/mine/') return ok(assets);
    if (path === '/funds/income/mine/') return ok(incomePage(1, 1, 3));
    if (path === '/symbols/000007/introduction/') return ok(fundDetail({ amount_min_buy: '10.00', amount_max_buy: '1000000.00' }));
    if (path.endsWith('/bao/mine/')) return ok(baoMine('0.00'));
    if (path === '/promotion/coupons/mine/') return ok(page([]));
    if (path === '/funds/buy_fee/') return ok(feeQuote());
    if (path === '/funds/investment_risk/check/') return ok({ action_type: '' });
    if (path === '/funds/buy/') {
      assets = { ...assetsAnswer, assets_total: '13345.67', income_total: '500.00' };
      return ok({ id: 99, status: 0 });
    }
    if (path === '/symbols/following/') return ok(page(followed));
    if (path === '/symbols/100002/follow/') {
      followed = [...followed, fundRow(2)];
      return ok({ detail: 'ok' });
    }
    if (path === '/symbols/100001/unfollow/') {
      followed = followed.filter((r) => r.symbol !== '100001');
      return ok({ detail: 'ok' });
    }
    return missing();
  });
});

describe('shared stores across pages', () => {
  it('a card bound in the bind flow shows on 银行卡 and on the open buy page, the list asked once before and once after', async () => {
    setRouterParams({ symbol: '000007', amount: '1000' });
    await act(async () => void render(<BankCardsPage />));
    await act(async () => void render(<FundBuyPage />));
    expect(screen.getAllByText('工商银行(2344)')).toHaveLength(2);
    expect(asked('/accounts/bank_cards/mine/')).toBe(1);

    // The last step of binding (the trade password page) through the app's bind flow.
    storage.setItem(BIND_DRAFT_KEY, JSON.stringify({ authMode: false, cardId: null, cardTail: null, openAccount: false, identityOnFile: true, hasTradePassword: true, returnUrl: '/', captcha: '111111' }));
    storage.setItem('ls_temporary_bank_card', JSON.stringify({ card: { bank_card_no: '6222020000000008888', bank: 1, real_name: '张三', id_card_no: '110101199003074514', mobile: '13912345678' }, expiresAt: Date.now() + 60_000 }));
    await act(async () => void (await bindFlow.bind('135790')));
    await settle();

    expect(screen.getAllByText('工商银行(8888)')).toHaveLength(2);
    expect(asked('/accounts/bank_cards/mine/')).toBe(2);
  });

  it('我的 and 收益 share one assets summary; a buy marks it stale and it is asked once more, then both show the new totals', async () => {
    await act(async () => void render(<MinePage />));
    await act(async () => firePageEvent('didShow'));
    await act(async () => void render(<IncomePage />));
    expect(screen.getByText('12,345.67')).toBeTruthy();
    expect(asked('/funds/assets/mine/')).toBe(1);

    setRouterParams({ symbol: '000007', amount: '1000' });
    await act(async () => void render(<FundBuyPage />));
    await settle(450);
    await act(async () => fireEvent.click(screen.getByText('买入')));
    await typeOnPad('123456');
    await settle();

    // 收益 is open and re-reads at once; 我的 shows the same copy.
    expect(asked('/funds/assets/mine/')).toBe(2);
    expect(screen.getByText('13,345.67')).toBeTruthy();
    expect(document.querySelector('.income-total-value')?.textContent).toBe('+500.00');
    await act(async () => firePageEvent('didShow'));
    expect(asked('/funds/assets/mine/')).toBe(2);
  });

  it('a logout on 我的 clears the account, the assets and the cards from every open page; the next user loads afresh', async () => {
    await act(async () => void render(<BankCardsPage />));
    await act(async () => void render(<MinePage />));
    await act(async () => firePageEvent('didShow'));
    expect(screen.getByText('用户5678')).toBeTruthy();
    expect(screen.getByText('12,345.67')).toBeTruthy();
    expect(screen.getByText('工商银行(2344)')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByText('退出登录')));
    expect(screen.queryByText('用户5678')).toBeNull();
    expect(screen.queryByText('12,345.67')).toBeNull();
    expect(screen.queryByText('工商银行(2344)')).toBeNull();

    // Someone else logs in on this device: the 银行卡 page still open asks again, for this user's cards.
    cards = [bankCard({ id: 7, bank_card_no_tail: '7777' })];
    await act(async () => void (await accounts.login({ body: { mobile: '13900000002', password: 'pass1234' } })));
    await settle();
    expect(screen.getByText('工商银行(7777)')).toBeTruthy();
    expect(asked('/accounts/bank_cards/mine/')).toBe(2);
  });

  it('following a fund on its detail page shows it on the open 自选 list; unfollowing drops a row without asking again', async () => {
    await act(async () => void render(<FollowingFundsPage />));
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    expect(screen.queryByText('演示成长混合2')).toBeNull();

    const detail = renderHook(() => useFollow('100002', false));
    await act(async () => detail.result.current.toggle());
    await settle();
    expect(screen.getByText('演示成长混合2')).toBeTruthy();
    expect(asked('/symbols/following/')).toBe(2);

    const other = renderHook(() => useFollow('100001', true));
    await act(async () => other.result.current.toggle());
    expect(screen.queryByText('演示成长混合1')).toBeNull();
    expect(screen.getByText('演示成长混合2')).toBeTruthy();
    expect(asked('/symbols/following/')).toBe(2);
  });
});
