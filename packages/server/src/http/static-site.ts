// Serves the built H5 app (dist/h5) beside the API, with a history fallback for the spec's deep URLs.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const INDEX_FILE = 'index.html';
// Taro's H5 build puts content-hashed bundles under /js and /css: a new build gets new names,
// so these may be cached for a year, while index.html must be revalidated on every load.
const HASHED_ASSET_DIRS = ['js', 'css'];
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
// A request for a missing file with one of these endings is a broken asset link, not a page:
// answering it with index.html would make the browser parse HTML as script.
const ASSET_EXTENSION = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot|txt|wasm)$/i;

function cacheControlFor(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  const top = relative[0];
  if (relative.length > 1 && top !== undefined && HASHED_ASSET_DIRS.includes(top)) return LONG_CACHE;
  return NO_CACHE;
}

export async function registerStaticSite(app: FastifyInstance, root: string): Promise<void> {
  const absoluteRoot = path.resolve(root);
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    prefix: '/',
    index: [INDEX_FILE],
    // We set Cache-Control ourselves, per folder.
    cacheControl: false,
    // The H5 build writes .br and .gz copies beside its assets (config/precompress-plugin.ts); a browser that
    // accepts them gets one; anything else gets the file itself.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(absoluteRoot, filePath));
      // The body depends on Accept-Encoding (preCompressed), so a shared cache must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** True when a missing page path should get the app shell (the H5 router then reads the URL). */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return !ASSET_EXTENSION.test(pathname);
}

export function sendAppShell(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile(INDEX_FILE);
}

/** The shell rewritten for one page (its head filled in), with the shell's caching. */
export function sendAppShellHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
}
