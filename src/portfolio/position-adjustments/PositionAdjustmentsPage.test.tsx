import { act, fireEvent, render, screen } from '@testing-library/react';
import { bodyOf, fail, ok, posts, settle, tap } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { adjustmentAnswer, candidate, page, route } from '../../../tests/app/fixtures/portfolio-owner';
import PositionAdjustmentsPage from '.';

async function renderPage() {
  await act(async () => {
    render(<PositionAdjustmentsPage />);
  });
  await settle();
}

async function setWeight(i: number, value: string) {
  await act(async () => {
    fireEvent.input(document.querySelectorAll('.weight-input')[i]!, { target: { value } });
  });
}

describe('position adjustments', () => {
  it('starts from the current weights, keeps the cash treasure in, and submits new weights with the note', async () => {
    let made = false;
    route({
      'GET /api/v1/portfolio/5/': () => ok(portfolio({ is_owner: true })),
      'GET /api/v1/portfolio/5/fund_candidates/': () => ok(page([candidate('000011', '演示债券A')])),
      'GET /api/v1/portfolio/position_adjustments/': () => ok(page(made ? [adjustmentAnswer({ effective: false })] : [])),
      'POST /api/v1/portfolio/position_adjustments/': () => {
        made = true;
        return ok(adjustmentAnswer({ effective: false }));
      },
    }, { portfolio_id: '5' });
    await renderPage();
    expect(Array.from(document.querySelectorAll('.weight-input')).map((n) => (n as HTMLInputElement).value)).toEqual(['70.00', '30.00']);
    // The stock fund may be removed; the cash treasure may not.
    expect(document.querySelectorAll('.remove-fund')).toHaveLength(1);
    await setWeight(0, '80');
    await setWeight(1, '30');
    await tap(screen.getByText('提交调仓'));
    expect(screen.getByText('各基金占比合计须为100.00%，当前为110.00%')).toBeTruthy();
    await setWeight(1, '20');
    await act(async () => {
      fireEvent.input(document.querySelector('.adjust-note')!, { target: { value: '提高权益仓位' } });
    });
    await tap(screen.getByText('提交调仓'));
    await settle();
    expect(bodyOf(posts('/portfolio/position_adjustments/')[0]?.data)).toEqual({ portfolio_id: 5, positions: [{ symbol: '000007', percent: '80' }, { symbol: '000009', percent: '20' }], description: '提高权益仓位' });
    expect(screen.getByText('70.00% → 80.00% ↑')).toBeTruthy();
  });

  it('shows the server\'s refusal', async () => {
    route({
      'GET /api/v1/portfolio/5/': () => ok(portfolio({ is_owner: true })),
      'GET /api/v1/portfolio/5/fund_candidates/': () => ok(page([])),
      'GET /api/v1/portfolio/position_adjustments/': () => ok(page([])),
      'POST /api/v1/portfolio/position_adjustments/': () => fail(400, { positions: ['演示优势行业股票A暂停申购，只能调低占比'] }),
    }, { portfolio_id: '5' });
    await renderPage();
    await setWeight(0, '80');
    await setWeight(1, '20');
    await tap(screen.getByText('提交调仓'));
    await settle();
    expect(screen.getByText('演示优势行业股票A暂停申购，只能调低占比')).toBeTruthy();
  });

  it('shows anyone but the owner the history only', async () => {
    route({
      'GET /api/v1/portfolio/5/': () => ok(portfolio({ is_owner: false })),
      'GET /api/v1/portfolio/position_adjustments/': () => ok(page([adjustmentAnswer()])),
    }, { portfolio_id: '5' });
    await renderPage();
    expect(screen.getByText('仅组合主理人可管理该组合')).toBeTruthy();
    expect(screen.queryByText('提交调仓')).toBeNull();
    expect(screen.getByText('70.00% → 80.00% ↑')).toBeTruthy();
  });
});
