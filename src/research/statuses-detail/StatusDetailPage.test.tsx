import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundRow } from '../../../tests/app/fixtures/fund-rows';
import StatusDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const status = { id: 264, title: '演示头条', source: '演示基金研究', publish_at: '2026-11-22T05:41:00.000Z', text: '第一段\n\n第二段', symbols: [fundRow(20)] };

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '264' });
  setRequestHandler(async () => ok(status));
});

describe('status detail', () => {
  it('shows the article in paragraphs with its Beijing time and the funds it mentions', async () => {
    await act(async () => {
      render(<StatusDetailPage />);
    });
    expect(new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test').pathname).toBe('/api/v1/statuses/264/');
    expect(screen.getByText('演示头条')).toBeTruthy();
    expect(screen.getByText('演示基金研究 2026-11-22 13:41')).toBeTruthy();
    expect(screen.getByText('第二段')).toBeTruthy();
    fireEvent.click(screen.getByText('演示成长混合20'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/symbols/fund-detail/index?symbol=100020' });
  });

  it('shows a retry when the article cannot load', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<StatusDetailPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
