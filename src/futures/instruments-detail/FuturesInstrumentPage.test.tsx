import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { futuresInstrument } from '../../../tests/app/fixtures/futures';
import FuturesInstrumentPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: 'rb2601' });
  setRequestHandler(async () => ok(futuresInstrument()));
});

describe('futures instrument quote', () => {
  it('shows the quote with its change against yesterday settlement, in red when up', async () => {
    await act(async () => {
      render(<FuturesInstrumentPage />);
    });
    expect(new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test').pathname).toBe('/api/v1/futures/instruments/rb2601/');
    expect(screen.getByText('螺纹钢2601 rb2601')).toBeTruthy();
    expect(screen.getByText('3868').className).toContain('up');
    expect(screen.getByText('+16').className).toContain('up');
    expect(screen.getByText('+0.42%')).toBeTruthy();
    expect(screen.getByText('10（元/吨）')).toBeTruthy();
  });

  it('shows a retry when the network fails', async () => {
    setRequestHandler(async () => ({ statusCode: 502, errMsg: 'request:ok', header: {}, data: '' }));
    await act(async () => {
      render(<FuturesInstrumentPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
