import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import BindUserPage from '.';
import BindAddressPage from '../bank-cards-bind-user-address';

const reply = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => resetTaroFake());

// No request handler at first: every call fails as it does offline.
describe.each([
  ['career', BindUserPage, [{ id: 1, name: '文职' }], '文职'],
  ['address', BindAddressPage, [{ code: '11', name: '北京市', children: [{ code: '1101', name: '北京市', children: [{ code: '110101', name: '东城区' }] }] }], '北京市'],
])('the bind %s page offline', (_name, Page, answer, shown) => {
  it('leaves 数据加载中 for the failure view, and retry loads the page', async () => {
    await act(async () => render(<Page />));
    expect(screen.queryByText('数据加载中')).toBeNull();
    expect(screen.getByText('网络连接失败，请检查网络')).toBeTruthy();
    setRequestHandler(async () => reply(answer));
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.getAllByText(shown).length).toBeGreaterThan(0);
  });
});
