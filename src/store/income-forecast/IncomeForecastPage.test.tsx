import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { failed, ok, routeRequests, type SeenRequest } from '../../../tests/app/fixtures/trade-records';
import { incomeMine } from '../../../tests/app/fixtures/store-income';
import IncomeForecastPage from '.';

let seen: SeenRequest[];
const forecast = (req: SeenRequest) => ok({ amount: '1000000.00', store_portfolio_id: (req.body as { store_portfolio_id?: number }).store_portfolio_id ?? null, rate: '0.005', share: '0.50', income_day: '6.85', income_month: '205.48', income_year: '2500.00' });

beforeEach(() => {
  resetTaroFake();
  seen = [];
});

function type(container: HTMLElement, selector: string, value: string) {
  fireEvent.input(container.querySelector(selector) as Element, { target: { value }, detail: { value } });
}

describe('the income forecast', () => {
  it('computes from a typed rate in percent', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/mine/': () => failed(401, {}), 'POST /store/income/forecast/': forecast }, seen));
    let container: HTMLElement = document.body;
    await act(async () => {
      container = render(<IncomeForecastPage />).container;
    });
    expect(screen.getByText<HTMLButtonElement>('测算').disabled).toBe(true);
    type(container, '.forecast-amount', '1000000');
    type(container, '.forecast-rate', '0.5');
    await act(async () => fireEvent.click(screen.getByText('测算')));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ amount: '1000000.00', fare_ratio: '0.005000' });
    expect(screen.getByText('2500.00')).toBeTruthy();
    expect(screen.getByText('205.48')).toBeTruthy();
    expect(screen.getByText('6.85')).toBeTruthy();
  });

  it('uses an own portfolio\'s rate when one is picked', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/mine/': () => ok(incomeMine()), 'POST /store/income/forecast/': forecast }, seen));
    let container: HTMLElement = document.body;
    await act(async () => {
      container = render(<IncomeForecastPage />).container;
    });
    type(container, '.forecast-amount', '1000000');
    fireEvent.click(screen.getByText('稳健增长组合'));
    expect(container.querySelector('.forecast-rate')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('测算')));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ amount: '1000000.00', store_portfolio_id: 11 });
  });

  it('shows the server\'s refusal', async () => {
    setRequestHandler(routeRequests({ 'GET /store/income/mine/': () => failed(401, {}), 'POST /store/income/forecast/': () => failed(400, { errors: { fare_ratio: ['请选择组合或填写投顾费率'] } }) }));
    let container: HTMLElement = document.body;
    await act(async () => {
      container = render(<IncomeForecastPage />).container;
    });
    type(container, '.forecast-amount', '100');
    type(container, '.forecast-rate', '1');
    await act(async () => fireEvent.click(screen.getByText('测算')));
    expect(screen.getByText('请选择组合或填写投顾费率')).toBeTruthy();
  });
});
