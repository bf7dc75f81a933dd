import { act, fireEvent, render, screen } from '@testing-library/react';
import Taro, { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { fundRow, page } from '../../../tests/app/fixtures/fund-rows';
import FollowingPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const symbolTypes = () =>
  calls.filter((c) => c.api === 'request').map((c) => new URL((c.options as Req).url, 'http://app.test').searchParams.get('symbol_type'));

beforeEach(() => {
  resetTaroFake();
  Taro.setStorageSync('access_token', 'token-1');
  setRequestHandler(async (options) => {
    const types = new URL((options as Req).url, 'http://app.test').searchParams.get('symbol_type');
    return ok(page(types === '3' ? [fundRow(1)] : [fundRow(2, { abbr_name: '演示股票', current: '12.34' })]));
  });
});

describe('following', () => {
  it('shows followed funds first and followed stocks and indexes on the other tab', async () => {
    await act(async () => {
      render(<FollowingPage />);
    });
    expect(screen.getByText('演示成长混合1')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('自选股票')));
    expect(screen.getByText('演示股票')).toBeTruthy();
    expect(screen.getByText('12.34')).toBeTruthy();
    expect(symbolTypes()).toEqual(['3', '1,3,5']);
  });
});
