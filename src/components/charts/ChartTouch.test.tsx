import { fireEvent, render, screen } from '@testing-library/react';
import { ChartTouch } from './ChartTouch';

const pick = (clientX: number) => (clientX < 0 || clientX > 300 ? null : { index: Math.floor(clientX / 100), x: Math.floor(clientX / 100) * 100 + 50 });
const days = ['2026-11-24 1.0234', '2026-11-25 1.0301', '2026-11-26 1.0288'];

function renderChart() {
  render(
    <ChartTouch pick={pick} readout={(i) => days[i] ?? ''}>
      <div className="chart-stub" />
    </ChartTouch>,
  );
  return document.querySelector('.chart-touch') as HTMLElement;
}

it('reads out the point under the finger as it moves, with a guide line there, and hides both on lift', () => {
  const area = renderChart();
  expect(document.querySelector('.chart-touch-readout')).toBeNull();
  fireEvent.touchStart(area, { touches: [{ clientX: 120 }] });
  expect(screen.getByText('2026-11-25 1.0301')).toBeTruthy();
  expect((document.querySelector('.chart-touch-line') as HTMLElement).style.left).toBe('150px');
  fireEvent.touchMove(area, { touches: [{ clientX: 250 }] });
  expect(screen.getByText('2026-11-26 1.0288')).toBeTruthy();
  fireEvent.touchMove(area, { touches: [{ clientX: 400 }] });
  expect(document.querySelector('.chart-touch-readout')).toBeNull();
  fireEvent.touchMove(area, { touches: [{ clientX: 10 }] });
  expect(screen.getByText('2026-11-24 1.0234')).toBeTruthy();
  fireEvent.touchEnd(area, { touches: [] });
  expect(document.querySelector('.chart-touch-readout')).toBeNull();
  expect(document.querySelector('.chart-touch-line')).toBeNull();
});
