import { useEffect, useRef } from 'react';
import { queryCanvas2d, type Canvas2d } from '@/platform';
import type { ChartHandle } from './canvas-chart';

/**
 * Draws on the 2d canvas with this id once it has rendered (so after the first paint), again whenever `deps`
 * change, and clears it on unmount. `draw` may load its code first (a deferred chunk on H5).
 */
export function useCanvasChart(id: string, draw: (target: Canvas2d) => ChartHandle | Promise<ChartHandle>, deps: readonly unknown[]): void {
  const chart = useRef<ChartHandle | null>(null);
  const drawRef = useRef(draw);
  drawRef.current = draw;

  useEffect(() => {
    let cancelled = false;
    void queryCanvas2d(id).then(async (target) => {
      if (target === null || cancelled) return;
      chart.current?.destroy();
      chart.current = null;
      const drawn = await drawRef.current(target);
      if (cancelled) drawn.destroy();
      else chart.current = drawn;
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when to redraw; draw is read through a ref
  }, [id, ...deps]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
}
