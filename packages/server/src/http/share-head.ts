// The app shell of a fund, portfolio or store page with that record's title, description and Open Graph
// tags in its head, so a link pasted into a chat previews as the record and not as a bare "基金". The
// browser title that follows is the page's own (setNavigationTitle); this is for readers that run no script.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SHARE_TEXTS, shareHead, shareSubjectOf, type ShareHead } from '@fund/core/navigation';
import type { DB } from '../db/schema';
import { escapeHtml } from './html-escape';
import { recordNames } from './share-head-repo';
import { INDEX_FILE } from './static-site';

/** The head for a URL's record, or null when the URL names none (or a record that does not exist). */
export async function shareHeadFor(db: Kysely<DB>, url: string): Promise<ShareHead | null> {
  const subject = shareSubjectOf(url);
  if (subject === null) return null;
  const names = await recordNames(db, subject);
  return names === null ? null : shareHead(subject, names.name, names.ownText);
}

/** The shell with its <title>, description and Open Graph tags replaced by the record's. */
export function withShareHead(html: string, head: ShareHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const og =
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${escapeHtml(SHARE_TEXTS.siteName)}">` +
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`;
  return html
    .replace(/<meta name="description" content="[^"]*">/, '')
    .replace(/<meta property="og:\w+" content="[^"]*">/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title><meta name="description" content="${description}">${og}`);
}

/** Reads the built shell each time: it is a kilobyte, and a rebuild must show at once. */
export function readAppShell(staticDir: string): Promise<string> {
  return readFile(path.join(staticDir, INDEX_FILE), 'utf8');
}
