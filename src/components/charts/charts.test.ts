import type { Canvas2d } from '@/platform';
import { niceTicks, sampleEvenly } from './canvas-chart';
import { drawLineChart } from './line-chart';
import { drawRingChart } from './ring-chart';
import { drawBarChart } from './bar-chart';

/** A 2d context that records what is drawn: each stroke with its colour and points, fills and texts. */
function recordingTarget(width = 300, height = 200) {
  const strokes: { colour: string; points: number }[] = [];
  const fills: string[] = [];
  const texts: string[] = [];
  let points = 0;
  const ctx = {
    strokeStyle: '',
    fillStyle: '',
    setTransform: () => undefined,
    clearRect: () => undefined,
    measureText: (t: string) => ({ width: t.length * 6 }),
    beginPath: () => {
      points = 0;
    },
    moveTo: () => {
      points += 1;
    },
    lineTo: () => {
      points += 1;
    },
    arc: () => undefined,
    closePath: () => undefined,
    stroke: () => strokes.push({ colour: ctx.strokeStyle, points }),
    fill: () => fills.push(ctx.fillStyle),
    fillRect: () => fills.push(ctx.fillStyle),
    fillText: (t: string) => texts.push(t),
  };
  const target = { context: ctx as unknown as CanvasRenderingContext2D, runtime: {}, left: 0, width, height, pixelRatio: 2 } satisfies Canvas2d;
  return { target, strokes, fills, texts };
}

describe('charts', () => {
  it('picks round ticks that cover the values', () => {
    expect(niceTicks(1.02, 1.19, 5)).toMatchObject({ values: [1, 1.05, 1.1, 1.15, 1.2], decimals: 2 });
    expect(niceTicks(-30, 70, 5).values).toEqual([-50, -25, 0, 25, 50, 75]);
  });

  it('keeps the first and last item when thinning', () => {
    const thinned = sampleEvenly([...Array(1000).keys()], 10);
    expect(thinned).toHaveLength(10);
    expect(thinned[0]).toBe(0);
    expect(thinned[9]).toBe(999);
  });

  it('draws each line in its colour with no more points than half the width, dates and values labelled', () => {
    const { target, strokes, texts } = recordingTarget(300, 200);
    const dates = Array.from({ length: 750 }, (_, i) => `d${String(i).padStart(3, '0')}`);
    drawLineChart(target, {
      dates,
      series: [
        { colour: '#e8382f', values: dates.map((_, i) => 1 + i / 1000) },
        { colour: '#2f6fe8', values: dates.map((_, i) => (i % 2 ? null : 1.2)) },
      ],
      xLabels: 4,
    });
    const lines = strokes.filter((s) => s.colour !== '#e8e8e8');
    expect(lines.map((s) => s.colour)).toEqual(['#e8382f', '#2f6fe8']);
    expect(lines[0]?.points).toBeLessThanOrEqual(150);
    expect(lines[0]?.points).toBeGreaterThan(100);
    expect(texts).toEqual(expect.arrayContaining(['d000', 'd749', '1.0', '1.8']));
  });

  it('fills one ring slice per positive share and one bar per day in its colour', () => {
    const ring = recordingTarget();
    drawRingChart(ring.target, [
      { colour: 'a', weight: 60 },
      { colour: 'b', weight: 0 },
      { colour: 'c', weight: 40 },
    ]);
    expect(ring.fills).toEqual(['a', 'c']);
    const bars = recordingTarget();
    drawBarChart(bars.target, [
      { date: '2026-11-01', value: 3.5, colour: 'up' },
      { date: '2026-11-02', value: -1.2, colour: 'down' },
    ]);
    expect(bars.fills).toEqual(['up', 'down']);
    expect(bars.texts).toEqual(expect.arrayContaining(['2026-11-01', '2026-11-02', '0']));
  });

  it('answers the point under a finger: the nearest date on a line, the slot on bars, nothing off the plot', () => {
    const line = recordingTarget(300, 200);
    const dates = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];
    const drawn = drawLineChart(line.target, { dates, series: [{ colour: 'red', values: [1, 1.1, 1.2, 1.1, 1] }], xLabels: 2 });
    expect(drawn.pick?.(299)).toMatchObject({ index: 4 });
    expect(drawn.pick?.(0)).toBeNull();
    const middle = drawn.pick?.(160);
    expect(middle?.index).toBe(2);
    expect(Math.abs((drawn.pick?.(middle?.x ?? 0)?.x ?? -1) - (middle?.x ?? 0))).toBe(0);
    expect(drawn.pick?.(400)).toBeNull();

    const bars = recordingTarget(300, 200);
    const chart = drawBarChart(bars.target, [
      { date: '2026-11-01', value: 3.5, colour: 'up' },
      { date: '2026-11-02', value: -1.2, colour: 'down' },
    ]);
    expect(chart.pick?.(298)).toMatchObject({ index: 1 });
    expect(chart.pick?.(-20)).toBeNull();
    expect(drawBarChart(recordingTarget().target, []).pick).toBeUndefined();
  });
});
