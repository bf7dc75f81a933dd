import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { futuresProductDetail, futuresReview } from '../../../tests/app/fixtures/futures';
import FuturesProductPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const urlOf = (options: unknown) => new URL((options as Req).url, 'http://app.test');

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '1', product_type: 'collective' });
  setRequestHandler(async (options) => {
    const url = urlOf(options);
    if (url.pathname === '/api/v1/futures/products/1/') return ok(futuresProductDetail(1));
    if (url.pathname === '/api/v1/futures/product_reviews/') return ok({ current_page: 1, total_page: 1, total_count: 2, results: [futuresReview(7, 1), futuresReview(6, 1)] });
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["产品不存在"]}}' };
  });
});

describe('futures product detail', () => {
  it('asks for the product of its type and shows its figures, type note and reviews', async () => {
    await act(async () => {
      render(<FuturesProductPage />);
    });
    const asked = calls.filter((c) => c.api === 'request').map((c) => urlOf(c.options));
    expect(asked[0]?.pathname).toBe('/api/v1/futures/products/1/');
    expect(asked[0]?.searchParams.get('product_type')).toBe('collective');
    expect(asked[1]?.searchParams.get('product_id')).toBe('1');
    expect(screen.getByText('+12.34%').className).toContain('up');
    expect(screen.getByText('300,000.00元')).toBeTruthy();
    expect(screen.getByText('仅限合格投资者，单笔认购不低于30万元')).toBeTruthy();
    expect(screen.getByText('产品点评（2）')).toBeTruthy();
    expect(screen.getByText('点评7 ★★★★★')).toBeTruthy();
  });

  it('says the product is missing with a way home, without a retry', async () => {
    setRouterParams({ id: '99', product_type: 'public_fund' });
    await act(async () => {
      render(<FuturesProductPage />);
    });
    expect(screen.getByText('产品不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
  });

  it('shows loading first', () => {
    setRequestHandler(() => new Promise(() => undefined));
    render(<FuturesProductPage />);
    expect(screen.getByText('数据加载中')).toBeTruthy();
  });
});
