import { FIRST_SCREEN } from '@fund/core/navigation';

/**
 * The server draws home's, a fund's and the fund list's first screen into the shell so it paints before this
 * script runs; it lies over the app until the page shows the elements it names (or its loading failure), and
 * then goes, so the page's own elements are the only ones on screen and in the DOM.
 */
export function releaseFirstScreen(doc: Document = document): void {
  const block = doc.getElementById(FIRST_SCREEN.elementId);
  if (block === null) return;
  const until = block.getAttribute(FIRST_SCREEN.untilAttribute) ?? '';
  const shown = () => {
    try {
      return until === '' || doc.body.querySelector(until) !== null;
    } catch {
      return true;
    }
  };
  let observer: MutationObserver | null = null;
  const release = () => {
    observer?.disconnect();
    clearTimeout(timer);
    block.remove();
  };
  // A page that never shows them (another page opened meanwhile, a failure drawn elsewhere) still gets the screen back.
  const timer = setTimeout(release, FIRST_SCREEN.maxMs);
  if (shown()) return release();
  observer = new MutationObserver(() => {
    if (shown()) release();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
}
