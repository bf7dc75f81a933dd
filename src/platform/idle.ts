/**
 * Runs work when the main thread has a moment (after what is on screen has painted). Mini programs have no
 * idle callback: a timer stands in. Returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
