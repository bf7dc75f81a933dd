import { act, render, screen } from '@testing-library/react';
import { fail, gets, ok, queryOf, settle } from '../../../tests/app/fixtures/portfolio-harness';
import { portfolio } from '../../../tests/app/fixtures/portfolio-trade';
import { route } from '../../../tests/app/fixtures/portfolio-owner';
import PandorasBoxPage from '.';

async function renderPage() {
  await act(async () => {
    render(<PandorasBoxPage />);
  });
  await settle();
}

describe('pandoras_box topic', () => {
  it('lists the topic\'s portfolios', async () => {
    route({ 'GET /api/v1/portfolio/topics/': () => ok({ code: 'pandoras_box', portfolios: [portfolio({ name: '潘多拉进取' })] }) });
    await renderPage();
    expect(screen.getByText('潘多拉进取')).toBeTruthy();
    expect(queryOf(gets('/portfolio/topics/')[0]!).code).toBe('pandoras_box');
  });

  it('shows an empty view, and a retry on failure', async () => {
    route({ 'GET /api/v1/portfolio/topics/': () => ok({ code: 'pandoras_box', portfolios: [] }) });
    await renderPage();
    expect(document.querySelector('.pandoras-box-page')?.textContent).toContain('暂无');
    route({ 'GET /api/v1/portfolio/topics/': () => fail(500, { detail: ['服务器开小差了'] }) });
    await renderPage();
    expect(screen.getAllByText('重试').length).toBeGreaterThan(0);
  });
});
