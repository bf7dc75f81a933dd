import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler } from '../../../tests/jest/taro-fake';
import { page, reply } from '../../../tests/app/fixtures/trade-plans';
import FundPortfoliosPage from '.';
import DiagnosePage from '../diagnose';
import DiagnosisPage from '../diagnosis';
import FmRadioPage from '../fm-radio';
import FixedInvestDetailPage from '../fixed-invest-detail';

type Req = { url: string };
let answer: () => ReturnType<typeof reply> = () => reply(page([], 1, 1, 0));

beforeEach(() => {
  resetTaroFake();
  answer = () => reply(page([], 1, 1, 0));
  setRequestHandler(async (options) => (new URL((options as Req).url, 'http://app.test').pathname.endsWith('/portfolio/recommend/') ? answer() : reply({}, 404)));
});

const navigatedTo = () => calls.filter((c) => ['navigateTo', 'switchTab'].includes(c.api)).map((c) => (c.options as { url: string }).url);

describe('promotion landing pages', () => {
  it('精选基金组合 lists recommended portfolios with their return, opening each one', async () => {
    answer = () => reply(page([{ id: 5, name: '稳健理财组合', yld: '6.1234' }, { id: 6, name: '进取成长组合', yld: null }], 1, 1));
    await act(async () => render(<FundPortfoliosPage />));
    expect(screen.getByText('精选基金组合')).toBeTruthy();
    expect(screen.getByText('近一年收益 +6.12%')).toBeTruthy();
    expect(screen.getByText('近一年收益 --')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('稳健理财组合')));
    expect(navigatedTo()).toEqual(['/portfolio/portfolio-detail/index?id=5']);
  });

  it('精选基金组合 says when there is none', async () => {
    await act(async () => render(<FundPortfoliosPage />));
    expect(screen.getByText('暂无可推荐的组合')).toBeTruthy();
  });

  it('精选基金组合 shows a failure with a retry that loads again', async () => {
    answer = () => reply({ errors: { detail: ['服务繁忙'] } }, 500);
    await act(async () => render(<FundPortfoliosPage />));
    expect(screen.getByText('服务繁忙')).toBeTruthy();
    answer = () => reply(page([{ id: 5, name: '稳健理财组合', yld: '1.00' }], 1, 1));
    await act(async () => fireEvent.click(screen.getByText('重试')));
    expect(screen.getByText('稳健理财组合')).toBeTruthy();
  });

  it.each([
    [DiagnosePage, '基金体检', '开始诊断', '/research/funds-diagnosis-search/index'],
    [DiagnosisPage, '持仓诊断', '诊断我的自选', '/research/funds-diagnosis-optional/index'],
    [FmRadioPage, '理财电台', '去看资讯', '/pages/index/index'],
    [FixedInvestDetailPage, '定投，让时间帮你投资', '挑选定投基金', '/pages/funds/index'],
  ])('%p shows its title, rules and a button to the feature', async (Page, title, button, url) => {
    await act(async () => render(<Page />));
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText('活动规则')).toBeTruthy();
    expect(screen.getAllByText(/不构成投资建议/).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByText(button)));
    expect(navigatedTo()).toEqual([url]);
  });
});
