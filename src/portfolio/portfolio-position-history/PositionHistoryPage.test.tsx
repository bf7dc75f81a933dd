import { act, render, screen } from '@testing-library/react';
import { ok } from '../../../tests/app/fixtures/portfolio-harness';
import { settle } from '../../../tests/app/fixtures/portfolio-harness';
import { adjustmentAnswer, page, route } from '../../../tests/app/fixtures/portfolio-owner';
import PositionHistoryPage from '.';

async function renderPage() {
  await act(async () => {
    render(<PositionHistoryPage />);
  });
  await settle();
}

describe('portfolio position history', () => {
  it('lists each adjustment with its date, note and each fund old % → new % with arrows', async () => {
    route({ 'GET /api/v1/portfolio/position_adjustments/': () => ok(page([adjustmentAnswer(), adjustmentAnswer({ id: 8, effective_from: '2026-11-26', effective: false })])) }, { id: '5' });
    await renderPage();
    expect(screen.getByText('2026-11-25')).toBeTruthy();
    expect(screen.getAllByText('调仓说明：提高权益仓位')).toHaveLength(2);
    expect(screen.getAllByText('70.00% → 80.00% ↑')[0]?.className).toContain('ow-up');
    expect(screen.getAllByText('30.00% → 20.00% ↓')[0]?.className).toContain('ow-down');
    expect(screen.getByText(/调仓将于2026-11-26（下一交易日）生效/)).toBeTruthy();
  });

  it('says when there is none', async () => {
    route({ 'GET /api/v1/portfolio/position_adjustments/': () => ok(page([])) }, { id: '5' });
    await renderPage();
    expect(screen.getByText('暂无调仓记录')).toBeTruthy();
  });
});
