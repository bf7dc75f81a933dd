import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { actAsGuest, calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { futuresAccount, futuresProduct, futuresRealtime } from '../../../tests/app/fixtures/futures';
import FuturesHomePage from '.';

type Req = { url: string; method?: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const pathOf = (options: unknown) => new URL((options as Req).url, 'http://app.test').pathname;
const requested = () => calls.filter((c) => c.api === 'request').map((c) => `${(c.options as Req).method ?? 'GET'} ${pathOf(c.options)}`);

let defaultId = 1;

beforeEach(() => {
  resetTaroFake();
  // Guest unless a test logs in.
  actAsGuest();
  defaultId = 1;
  setRequestHandler(async (options) => {
    const path = pathOf(options);
    if (path === '/api/v1/accounts/csrftoken/') return ok({ csrftoken: 'csrf' });
    if (path === '/api/v1/futures/accounts/mine/') return ok([futuresAccount(1, defaultId === 1), futuresAccount(2, defaultId === 2)].sort((a, b) => Number(b.is_default) - Number(a.is_default)));
    if (path === '/api/v1/futures/accounts/2/set_default/') {
      defaultId = 2;
      return ok({ detail: '已设为默认账户' });
    }
    if (path === '/api/v1/futures/income_analyse/realtime/') return ok(futuresRealtime(futuresAccount(defaultId, true)));
    if (path === '/api/v1/futures/products/') return ok([futuresProduct(1), futuresProduct(5, { name: '宏源短债增强A', product_type: 'public_fund', product_type_display: '公募基金', min_amount: '10.00', annual_return: '-1.20' })]);
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["接口不存在"]}}' };
  });
});

describe('futures home', () => {
  it('shows the linked accounts, the default account income and the products', async () => {
    storage.setItem('access_token', 'tok');
    await act(async () => {
      render(<FuturesHomePage />);
    });
    expect(screen.getByText('****1001 · 正常')).toBeTruthy();
    expect(screen.getByText('默认')).toBeTruthy();
    expect(screen.getByText('收益分析 · 宏源期货')).toBeTruthy();
    expect(screen.getByText('203,250.00')).toBeTruthy();
    expect(screen.getByText('+3,250.00').className).toContain('up');
    expect(screen.getByText('公募基金 · 起投金额 10.00元')).toBeTruthy();
    expect(screen.getByText('-1.20%').className).toContain('down');
    fireEvent.click(screen.getByText('宏源短债增强A'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/futures/products-detail/index?id=5&product_type=public_fund' });
  });

  it('switches the default account and shows its income', async () => {
    storage.setItem('access_token', 'tok');
    await act(async () => {
      render(<FuturesHomePage />);
    });
    fireEvent.click(screen.getByText('设为默认'));
    await act(async () => undefined);
    expect(requested()).toContain('POST /api/v1/futures/accounts/2/set_default/');
    expect(calls.find((c) => c.api === 'showToast')?.options).toMatchObject({ title: '已设为默认账户' });
    expect(screen.getByText('收益分析 · 中信期货')).toBeTruthy();
  });

  it('says so when no account is linked', async () => {
    storage.setItem('access_token', 'tok');
    setRequestHandler(async (options) => ok(pathOf(options) === '/api/v1/futures/accounts/mine/' ? [] : []));
    await act(async () => {
      render(<FuturesHomePage />);
    });
    expect(screen.getByText('暂未关联期货账户')).toBeTruthy();
    expect(screen.getByText('暂无资管产品')).toBeTruthy();
    expect(requested()).not.toContain('GET /api/v1/futures/income_analyse/realtime/');
  });

  it('offers a guest login, and still shows the products', async () => {
    await act(async () => {
      render(<FuturesHomePage />);
    });
    expect(requested()).toEqual(['GET /api/v1/futures/products/']);
    expect(screen.getByText('宏源CTA趋势1号集合资产管理计划')).toBeTruthy();
    fireEvent.click(screen.getByText('去登录'));
    await act(async () => undefined);
    expect((calls.find((c) => c.api === 'navigateTo')?.options as Req).url).toContain('/accounts/login/index');
  });

  it('shows a retry when the products fail', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<FuturesHomePage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
