import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import CompaniesPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok(page([{ id: 19, name: '演示南华基金管理有限公司', assets_total: '1729708551555.00', funds_count: 11 }])));
});

describe('fund companies', () => {
  it('lists companies by assets with their size in 亿 and their fund count', async () => {
    await act(async () => {
      render(<CompaniesPage />);
    });
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ sort: '-assets_total', page: '1', page_size: '200' });
    expect(screen.getByText('管理规模 17297.09亿')).toBeTruthy();
    expect(screen.getByText('基金数量 11')).toBeTruthy();
    fireEvent.click(screen.getByText('演示南华基金管理有限公司'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/funds-companies-detail/index?id=19' });
  });

  it('shows a retry when the list fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<CompaniesPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
