import { useEffect, useRef } from 'react';
import { queryCanvas2d, whenIdle, type Canvas2d } from '@/platform';
import type { ChartHandle } from './canvas-chart';

/**
 * Draws on the 2d canvas with this id once it has rendered and the main thread is idle (so after the first
 * paint, and not in the task that commits the page), again whenever `deps`
 * change, and clears it on unmount. `draw` may load its code first (a deferred chunk on H5). Answers what is
 * under a touch: the drawn chart's pick, with x measured from the viewport as touch events give it.
 */
export function useCanvasChart(
  id: string,
  draw: (target: Canvas2d) => ChartHandle | Promise<ChartHandle>,
  deps: readonly unknown[],
): (clientX: number) => { index: number; x: number } | null {
  const chart = useRef<ChartHandle | null>(null);
  const canvasLeft = useRef(0);
  const drawRef = useRef(draw);
  drawRef.current = draw;

  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void queryCanvas2d(id).then(async (target) => {
        if (target === null || cancelled) return;
        chart.current?.destroy();
        chart.current = null;
        canvasLeft.current = target.left;
        const drawn = await drawRef.current(target);
        if (cancelled) drawn.destroy();
        else chart.current = drawn;
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
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
  return (clientX) => chart.current?.pick?.(clientX - canvasLeft.current) ?? null;
}
