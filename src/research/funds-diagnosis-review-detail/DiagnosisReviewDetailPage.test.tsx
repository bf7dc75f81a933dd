import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { fundDiagnosis } from '../../../tests/app/fixtures/diagnosis';
import DiagnosisReviewDetailPage from '.';

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => {
  resetTaroFake();
  setRouterParams({ id: '8' });
  setRequestHandler(async () => ok(fundDiagnosis(8, { score: 45, is_alert: true, is_recommended: false })));
});

describe('past diagnosis', () => {
  it('shows the report of that day with its score in green below 60 and the alert', async () => {
    await act(async () => {
      render(<DiagnosisReviewDetailPage />);
    });
    expect(new URL((calls.find((c) => c.api === 'request')?.options as Req).url, 'http://app.test').pathname).toBe('/api/v1/symbols/analyse_history/8/');
    expect(screen.getByText('45').parentElement?.className).toContain('score-green');
    expect(screen.getByText('风险提示：该基金近期表现需关注')).toBeTruthy();
    expect(screen.getByText('演示经理64')).toBeTruthy();
    fireEvent.click(screen.getByText('演示成长混合1'));
    await act(async () => undefined);
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/research/funds-diagnosis-detail/index?symbol=100001' });
  });

  it('shows a retry when the server fails', async () => {
    setRequestHandler(async () => ({ statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' }));
    await act(async () => {
      render(<DiagnosisReviewDetailPage />);
    });
    expect(screen.getByText('重试')).toBeTruthy();
  });

  it("says what is missing with a way home instead of a retry for a report that does not exist", async () => {
    setRequestHandler(async () => ({ statusCode: 404, errMsg: 'request:ok', header: {}, data: '{"errors":{"detail":["诊断报告不存在"]}}' }));
    await act(async () => {
      render(<DiagnosisReviewDetailPage />);
    });
    expect(screen.getByText('诊断报告不存在')).toBeTruthy();
    expect(screen.queryByText('重试')).toBeNull();
    expect(screen.getByText('返回首页')).toBeTruthy();
  });
});
