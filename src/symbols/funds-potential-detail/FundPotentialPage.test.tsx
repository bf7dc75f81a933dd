import { act, render, screen } from '@testing-library/react';
import { resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { FAIL, answerByPath } from '../../../tests/app/fixtures/fund-tools';
import FundPotentialPage from '.';

let fail = false;
beforeEach(() => {
  resetTaroFake();
  fail = false;
  setRouterParams({ id: '000070' });
  answerByPath({
    '/symbols/profit_loss_predicts/000070/predict/': () =>
      fail
        ? FAIL
        : {
            symbol: '000070',
            abbr_name: '演示安信达先进制造混合A',
            results: [
              { horizon: 60, profit_probability: '68.37', profit: '5.53', loss: '-5.22', period: '3个月' },
              { horizon: 250, profit_probability: '74.89', profit: '14.33', loss: '-9.14', period: '1年' },
            ],
          },
  });
});

describe('fund potential', () => {
  it('shows each holding period’s chance of profit, expected profit in red and loss in green', async () => {
    await act(async () => {
      render(<FundPotentialPage />);
    });
    expect(screen.getByText('演示安信达先进制造混合A')).toBeTruthy();
    expect(screen.getByText('68.37%')).toBeTruthy();
    expect(screen.getByText('+14.33%').className).toContain('up');
    expect(screen.getByText('-9.14%').className).toContain('down');
  });

  it('offers a retry when the forecast fails', async () => {
    fail = true;
    await act(async () => {
      render(<FundPotentialPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
