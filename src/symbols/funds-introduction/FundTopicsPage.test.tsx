import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetTaroFake } from '../../../tests/jest/taro-fake';
import { FAIL, answerByPath, navigatedTo } from '../../../tests/app/fixtures/fund-tools';
import FundTopicsPage from '.';

let fail = false;
beforeEach(() => {
  resetTaroFake();
  fail = false;
  answerByPath({
    '/symbols/funds/topics/': () => (fail ? FAIL : { results: [{ id: 1, code: 'xds', name: '小定投', description: '每月几百元，积少成多的定投精选', funds_count: 8 }] }),
  });
});

describe('fund topics', () => {
  it('lists the topics with their fund counts and opens one', async () => {
    await act(async () => {
      render(<FundTopicsPage />);
    });
    expect(screen.getByText('8只基金')).toBeTruthy();
    expect(screen.getByText('每月几百元，积少成多的定投精选')).toBeTruthy();
    fireEvent.click(screen.getByText('小定投'));
    expect(navigatedTo()).toEqual(['/symbols/funds-opinions/index?name=xds']);
  });

  it('offers a retry when the topics fail', async () => {
    fail = true;
    await act(async () => {
      render(<FundTopicsPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
