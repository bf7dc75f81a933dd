// The routes Fastify actually registers, recorded as they are added (HEAD twins of GET routes left out):
// the API reference lists what is served in this mode, and its test checks nothing served is missing.
import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** Fastify's form, prefix included: '/api/v1/funds/:code/'. */
  url: string;
}

/** Call before any route is registered; the list fills as routes are added. */
export function recordServedRoutes(app: FastifyInstance): ServedRoute[] {
  const served: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') served.push({ method, url: route.url });
  });
  return served;
}
