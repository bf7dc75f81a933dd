// Security headers on every answer (@fastify/helmet): the H5 page may load only its own scripts, never
// be framed, and no answer is sniffed into another type.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the built H5 needs: its own scripts and styles; inline style attributes (Taro's components and
 * React set them); images from itself, data: URLs (the slider puzzle, icons) and blob: (charts);
 * API calls to itself, or to the API base the build was pointed at.
 */
export function contentSecurityPolicy(apiOrigin?: string): Record<string, string[]> {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    // Explicit directives only: helmet's default upgrade-insecure-requests would break the plain-HTTP demo.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(originOf(process.env.TARO_APP_API_BASE)) },
    // Bank logos and avatars are fetched by the mini programs from another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
}
