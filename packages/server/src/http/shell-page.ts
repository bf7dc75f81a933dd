// The H5 shell for one page URL with what the server knows of that page: a fund's, portfolio's or store's
// head for link previews, and for home, a fund and the fund list the first screen drawn in.
import { firstScreenPageOf } from '@fund/core/navigation';
import type { FastifyInstance } from 'fastify';
import { firstScreenData } from './first-screen-data';
import { firstScreenHtml, withFirstScreen } from './first-screen-html';
import { readAppShell, shareHeadFor, withShareHead } from './share-head';

/** The rewritten shell, or null when the URL gets the built one as it is. */
export async function shellPageFor(app: FastifyInstance, staticDir: string, url: string): Promise<string | null> {
  const page = firstScreenPageOf(url);
  const [head, screen] = await Promise.all([
    shareHeadFor(app.database.db, url),
    // The first screen is a head start, never a reason to fail the page: without it the app draws the page.
    page === null
      ? null
      : firstScreenData(app, page).catch((err: unknown) => {
          app.log.warn({ err, url }, 'first screen left out');
          return null;
        }),
  ]);
  if (head === null && screen === null) return null;
  let html = await readAppShell(staticDir);
  if (head !== null) html = withShareHead(html, head);
  if (screen !== null) html = withFirstScreen(html, firstScreenHtml(screen));
  return html;
}
