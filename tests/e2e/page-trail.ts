// What each open page last asked the API, so that a failing journey can say what the screen was waiting for:
// browser.ts starts a trail on every page it opens, failure-report.ts prints the trails when a test fails.
import type { Page, Request, Response } from 'playwright-core';

/** How many finished API calls a trail keeps per page (the last ones). */
const KEPT = 12;

interface Finished {
  request: Request;
  /** Null: the request failed (no answer). */
  response: Response | null;
  ms: number;
}

interface Trail {
  finished: Finished[];
  inFlight: Map<Request, number>;
}

const trails = new Map<Page, Trail>();

const isApi = (request: Request) => request.url().includes('/api/v1/');

/** Starts keeping the page's API calls until it closes. */
export function keepTrail(page: Page): void {
  if (trails.has(page)) return;
  const trail: Trail = { finished: [], inFlight: new Map() };
  trails.set(page, trail);
  const finish = (request: Request, response: Response | null) => {
    const started = trail.inFlight.get(request);
    if (started === undefined) return;
    trail.inFlight.delete(request);
    trail.finished.push({ request, response, ms: Date.now() - started });
    if (trail.finished.length > KEPT) trail.finished.shift();
  };
  page.on('request', (request) => {
    if (isApi(request)) trail.inFlight.set(request, Date.now());
  });
  // The answer's headers end the wait (the event carries them: no round trip to the browser per call).
  page.on('response', (response) => finish(response.request(), response));
  page.on('requestfailed', (request) => finish(request, null));
  page.on('close', () => trails.delete(page));
}

/** The pages still open with a trail. */
export function trailedPages(): Page[] {
  return [...trails.keys()].filter((page) => !page.isClosed());
}

const pathOf = (request: Request) => {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${url.search}`;
};

async function bodyOf(response: Response): Promise<string> {
  try {
    const text = await response.text();
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return '(body gone)';
  }
}

/** The page's API calls still open and its last answers (status, time, the start of the body), oldest first. */
export async function describeTrail(page: Page): Promise<string[]> {
  const trail = trails.get(page);
  if (!trail) return [];
  const lines: string[] = [];
  for (const [request, started] of trail.inFlight) lines.push(`  open ${((Date.now() - started) / 1000).toFixed(1)} s: ${pathOf(request)}`);
  for (const { request, response, ms } of trail.finished) {
    lines.push(response ? `  ${response.status()} in ${ms} ms: ${pathOf(request)} ${await bodyOf(response)}` : `  failed after ${ms} ms: ${pathOf(request)}`);
  }
  return lines;
}
