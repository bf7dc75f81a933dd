import { render } from '@testing-library/react';
import { calls, firePageNotFound, resetTaroFake } from '../../tests/jest/taro-fake';
import { useNotFoundFallback } from './page-not-found';

function App() {
  useNotFoundFallback();
  return null;
}

beforeEach(() => resetTaroFake());

it('relaunches an address no page answers to the dead-end page, carrying the address', () => {
  render(<App />);
  firePageNotFound('/no/such/page/');
  expect(calls.filter((c) => c.api === 'reLaunch').map((c) => c.options)).toEqual([
    { url: `/pages/not-found/index?from=${encodeURIComponent('/no/such/page/')}` },
  ]);
});
