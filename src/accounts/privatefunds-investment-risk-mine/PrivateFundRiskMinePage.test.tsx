import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { testedPrivateFundRisk, untestedPrivateFundRisk } from '../../../tests/app/fixtures/questionnaires';
import PrivateFundRiskMinePage from '.';

const reply = (data: unknown, statusCode = 200) => ({ statusCode, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });

beforeEach(() => resetTaroFake());

describe('private-fund risk result', () => {
  it('before the test: explains and starts it', async () => {
    setRequestHandler(async () => reply(untestedPrivateFundRisk));
    await act(async () => render(<PrivateFundRiskMinePage />));
    expect(screen.getByText('您还未进行私募风险测评')).toBeTruthy();
    expect(screen.getByText('购买私募基金前，需完成合格投资者认定与风险测评')).toBeTruthy();
    expect(screen.queryByText('合格投资者')).toBeNull();
    fireEvent.click(screen.getByText('开始测评'));
    expect(calls.find((c) => c.api === 'navigateTo')?.options).toEqual({ url: '/accounts/privatefunds-investment-risk-questions/index' });
  });

  it('after the test: type, qualified investor and validity, and a retest', async () => {
    setRequestHandler(async () => reply(testedPrivateFundRisk));
    await act(async () => render(<PrivateFundRiskMinePage />));
    expect(screen.getByText('成长型')).toBeTruthy();
    expect(screen.getByText('合格投资者')).toBeTruthy();
    expect(document.querySelector('.private-risk-status')?.textContent).toContain('有效期至2027-11-23');
    expect(screen.getByText('重新测评')).toBeTruthy();
  });

  it('a failure shows the catalogue text with a retry', async () => {
    setRequestHandler(async () => reply({}, 500));
    await act(async () => render(<PrivateFundRiskMinePage />));
    expect(screen.getByText('数据请求失败，请稍后重试')).toBeTruthy();
  });
});
