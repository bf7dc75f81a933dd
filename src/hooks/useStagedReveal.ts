import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/platform';

/**
 * How many of a page's later stages to show: none at first, then one more each time the main thread is idle,
 * rendered as a transition (in slices), so the first screen paints and answers before what is below it is built.
 */
export function useStagedReveal(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= stages) return undefined;
    return whenIdle(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, stages]);
  return shown;
}
