import { act, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import { answerByPath, requestedUrls } from '../../../tests/app/fixtures/fund-tools';
import FundOpinionsPage from '.';

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ name: 'xds' });
  answerByPath({
    '/symbols/funds/topics/': (url) =>
      url.searchParams.get('code') === 'xds' ? { code: 'xds', name: '小定投', description: '每月几百元，积少成多的定投精选', funds: [fundRow(1), fundRow(2)] } : { results: [] },
  });
});

describe('fund topic', () => {
  it('shows the topic named by the route with its funds', async () => {
    await act(async () => {
      render(<FundOpinionsPage />);
    });
    expect(requestedUrls()[0]?.searchParams.get('code')).toBe('xds');
    expect(screen.getByText('每月几百元，积少成多的定投精选')).toBeTruthy();
    expect(screen.getByText('演示成长混合2')).toBeTruthy();
    expect(calls.find((c) => c.api === 'setNavigationBarTitle')?.options).toEqual({ title: '小定投' });
  });

  it('shows the empty state for a topic without funds', async () => {
    setRouterParams({ name: 'none' });
    await act(async () => {
      render(<FundOpinionsPage />);
    });
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
