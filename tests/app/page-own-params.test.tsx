// A mini-program page reads its own params, not the last-loaded page's: Taro defers a page's mount while another
// page unmounts, and a page loading meanwhile (a guest's login redirect) takes over Current.router, which Taro's
// useRouter reads. The page wrapper hands each page the params of the address Taro mounted it under (`tid`).
import { render, screen } from '@testing-library/react';
import { Text } from '@tarojs/components';
import { largeTextPage, useRouterParams } from '@/platform';
import { paramsOfPageAddress } from '@/platform/page-params';
import { resetTaroFake, setRouterParams } from '../jest/taro-fake';

function CardPage() {
  const { id = '' } = useRouterParams();
  return <Text data-testid="card">{`id=${id}`}</Text>;
}
const Wrapped = largeTextPage(CardPage);

beforeEach(() => resetTaroFake());

it('reads the params of its own address while another page is the current one', () => {
  setRouterParams({ next: '/accounts/bank_cards/1/' });
  render(<Wrapped tid="/accounts/bank-cards-detail/index?id=1&$taroTimestamp=1764400000000" />);
  expect(screen.getByTestId('card').textContent).toBe('id=1');
});

it('falls back to the current page’s params where Taro gives no address', () => {
  setRouterParams({ id: '9' });
  render(<Wrapped />);
  expect(screen.getByTestId('card').textContent).toBe('id=9');
});

it('splits an address as Taro builds it: values kept as given, a key without value empty', () => {
  expect(paramsOfPageAddress('/s/index?symbol=000001&next=%2Fa%2F&flag&$taroTimestamp=5')).toEqual({ symbol: '000001', next: '%2Fa%2F', flag: '', $taroTimestamp: '5' });
  expect(paramsOfPageAddress('/pages/index/index')).toEqual({});
  expect(paramsOfPageAddress(undefined)).toBeNull();
});
