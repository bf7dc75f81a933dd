// Security headers on every answer (helmet's, worked out once at start): the H5 page may load only its
// own scripts, never be framed, and no answer is sniffed into another type.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIRST_SCREEN_LOADER, FIRST_SCREEN_TEXT_SCALE } from './first-screen-html';
import { NO_SCHEMA_COMPILERS } from './no-schema-compilers';

/**
 * The 'sha256-…' sources of the inline scripts of the built index.html (Taro writes one that sets the
 * root font size before the app loads): allowed by their exact content, so no other inline script runs.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() !== '') hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * What the built H5 needs: its own scripts (plus the inline ones by hash) and styles; inline style attributes (Taro's components and
 * React set them); images from itself, data: URLs (the slider puzzle, icons) and blob: (charts);
 * API calls to itself, or to the API base the build was pointed at.
 */
export function contentSecurityPolicy(apiOrigin?: string, scriptHashes: string[] = []): Record<string, string[]> {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The built shell's inline scripts, and the loader the server adds to the pages it draws a first screen into. */
function builtIndexHashes(staticDir: string | undefined): string[] {
  const file = staticDir === undefined ? undefined : path.join(staticDir, 'index.html');
  if (file === undefined || !fs.existsSync(file)) return [];
  return inlineScriptHashes(`${fs.readFileSync(file, 'utf8')}<script>${FIRST_SCREEN_LOADER}</script><script>${FIRST_SCREEN_TEXT_SCALE}</script>`);
}

// Headers every answer carries anyway; the rest is what helmet chose, the same for every request.
const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's headers for these options, worked out once: @fastify/helmet rebuilds them (parsing the CSP
 * directives) on every request, a quarter of the cost of a cached market read; none depends on the request.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false, schemaController: NO_SCHEMA_COMPILERS });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!PER_ANSWER.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Adds the headers to every routed answer; returns them for answers written without routing (market-front-door.ts). */
export async function installSecurityHeaders(app: FastifyInstance, staticDir?: string): Promise<Record<string, string>> {
  const directives = contentSecurityPolicy(originOf(process.env.TARO_APP_API_BASE), builtIndexHashes(staticDir));
  const headers = await helmetHeaders({
    // Explicit directives only: helmet's default upgrade-insecure-requests would break the plain-HTTP demo.
    contentSecurityPolicy: { useDefaults: false, directives },
    // Bank logos and avatars are fetched by the mini programs from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
