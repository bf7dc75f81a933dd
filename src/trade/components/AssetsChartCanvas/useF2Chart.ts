import { useEffect, useRef } from 'react';
import { queryCanvas2d, type Canvas2d } from '@/platform';

export interface F2ChartHandle {
  destroy(): void;
}

/** Draws on the 2d canvas with this id after it rendered, again whenever `deps` change, and tears down on unmount. */
export function useF2Chart(id: string, draw: (target: Canvas2d) => Promise<F2ChartHandle>, deps: readonly unknown[]): void {
  const chart = useRef<F2ChartHandle | null>(null);
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
