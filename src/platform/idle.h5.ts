/**
 * Runs work when the main thread has a moment: an idle callback, so a tap or the next frame goes first (with a
 * deadline, so a busy page still gets it). Returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: 300 });
  return () => cancelIdleCallback(handle);
}
