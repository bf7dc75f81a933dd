import { useStagedReveal } from './useStagedReveal';

/**
 * A long list's items as the screen can take them: the first `first` at once (what a phone shows), then `step`
 * more each time the main thread is idle, so building the rows out of sight never holds up the first screen.
 */
export function useProgressiveList<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const stages = Math.max(0, Math.ceil((items.length - first) / step));
  const shown = useStagedReveal(stages);
  const count = first + Math.max(shown, 0) * step;
  return count >= items.length ? items : items.slice(0, count);
}
