import { act, fireEvent, render, screen } from '@testing-library/react';
import { storage } from '@/platform';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { manager } from '../../../tests/app/fixtures/managers';
import ManagerAssessPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRequestHandler(async () => ok({ options: [12, 23], tags: ['抗风险能力', '债券型'], managers: [manager(5), manager(6)] }));
});

describe('manager assessment result', () => {
  it('shows the tags and matched managers and remembers a fresh assessment', async () => {
    setRouterParams({ options: '12,23', assess: '1' });
    await act(async () => {
      render(<ManagerAssessPage />);
    });
    const url = new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test');
    expect(url.searchParams.get('options')).toBe('12,23');
    expect(screen.getByText('债券型')).toBeTruthy();
    expect(screen.getByText('演示经理6')).toBeTruthy();
    const stored = JSON.parse(String(storage.getItem('ls_manager_assess_history')));
    expect(stored[0]).toMatchObject({ options: '12,23', tags: ['抗风险能力', '债券型'] });
    fireEvent.click(screen.getByText('重新测评'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-managers-question/index?again=1' });
  });

  it('does not record a result reopened from the history', async () => {
    setRouterParams({ options: '12,23' });
    await act(async () => {
      render(<ManagerAssessPage />);
    });
    expect(storage.getItem('ls_manager_assess_history')).toBeNull();
  });

  it('shows a retry when the assessment fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<ManagerAssessPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });
});
