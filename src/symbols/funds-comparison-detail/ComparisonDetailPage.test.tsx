import { act, fireEvent, render, screen } from '@testing-library/react';
import { calls, resetTaroFake, setRequestHandler, setRouterParams } from '../../../tests/jest/taro-fake';
import { page } from '../../../tests/app/fixtures/fund-rows';
import { fundDetail, navHistory } from '../../../tests/app/fixtures/fund-detail';
import ComparisonDetailPage from '.';

// jsdom has no canvas: the chart is a stub that shows which lines it was given.
jest.mock('../components/NavChart', () => ({
  NavChart: ({ data }: { data: { series?: string }[] }) => <div className="nav-chart-stub">{[...new Set(data.map((d) => d.series))].join('|')}</div>,
}));

type Req = { url: string };
const ok = (data: unknown) => ({ statusCode: 200, errMsg: 'request:ok', header: {}, data: JSON.stringify(data) });
const requests = () => calls.filter((c) => c.api === 'request').map((c) => new URL((c.options as Req).url, 'http://app.test'));

let failing = false;
beforeEach(() => {
  resetTaroFake();
  failing = false;
  setRouterParams({ symbolA: '000001', symbolB: '000002' });
  setRequestHandler(async (options) => {
    const { pathname } = new URL((options as Req).url, 'http://app.test');
    if (failing) return { statusCode: 500, errMsg: 'request:ok', header: {}, data: '{}' };
    const m = /^\/api\/v1\/symbols\/(\d+)\/(introduction|net_history)\/$/.exec(pathname);
    if (m?.[2] === 'introduction') return ok(fundDetail({ symbol: m[1], abbr_name: `演示基金${m[1]}` }));
    if (m?.[2] === 'net_history') return ok(page(navHistory(m[1] === '000001' ? 800 : 400)));
    return { statusCode: 404, errMsg: 'request:ok', header: {}, data: '{}' };
  });
});

async function renderPage() {
  await act(async () => {
    render(<ComparisonDetailPage />);
  });
}

describe('NAV comparison detail', () => {
  it('draws both funds on one chart with each one’s return over the period', async () => {
    await renderPage();
    expect(screen.getByText('演示基金000001 000001')).toBeTruthy();
    expect(screen.getByText('演示基金000002 000002')).toBeTruthy();
    expect(screen.getByText('演示基金000001|演示基金000002')).toBeTruthy();
    // The fixture NAV rises 0.001 a day: 3 months back from 2.0000 is about 1.91.
    expect(screen.getAllByText(/^\+4\.\d\d%$/)).toHaveLength(2);
    const paths = requests().map((u) => u.pathname);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/symbols/000001/net_history/', '/api/v1/symbols/000002/net_history/']));
  });

  it('switches the period', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByText('1月'));
    });
    expect(screen.getByText('1月').className).toContain('comparison-period-active');
    expect(screen.getAllByText(/^\+1\.\d\d%$/)).toHaveLength(2);
  });

  it('says a fund is missing without both symbols, and offers a retry when loading fails', async () => {
    setRouterParams({ symbolA: '000001' });
    await renderPage();
    expect(screen.getByText('缺少对比的基金')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    failing = true;
    await renderPage();
    expect(screen.getByText('重试')).toBeTruthy();
    failing = false;
    await act(async () => {
      fireEvent.click(screen.getByText('重试'));
    });
    expect(screen.getByText('演示基金000001 000001')).toBeTruthy();
  });
});
