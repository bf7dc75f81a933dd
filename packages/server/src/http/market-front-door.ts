// Cache hits of market reads answered at the door, before Fastify routes the request: a GET whose answer is
// already in the market cache (http/market-read.ts) is written straight to the socket with the headers the
// routed answer carries. On two cores a routed hit spent more time in hooks, promises and header handling
// than in writing its bytes; this keeps the fund list near a bare server's rate. Anything else (a miss, a
// viewer's own version, a node due to adopt a shared clock, request logging switched on) goes on to Fastify.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type CachedAnswer, MARKET_JSON_TYPE, encodedAnswer, marketKey } from './market-read';

const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface FrontDoorOptions {
  /** The API's path prefix, with its trailing slash. */
  apiPrefix: string;
  /** The headers every answer carries (security-headers.ts), as [name, value, name, value, …]. */
  everyAnswer: string[];
  /** True when this request should first adopt the clock other nodes share (the app's onRequest hook does it). */
  clockSyncDue: () => boolean;
}

/** The cached answer this request may have as it is, or null when Fastify must answer it. */
function answerAtDoor(app: FastifyInstance, req: IncomingMessage, apiPrefix: string): CachedAnswer | null {
  const url = req.url;
  if (req.method !== 'GET' || url === undefined || !url.startsWith(apiPrefix)) return null;
  const answer = app.marketCache.peek<CachedAnswer>(marketKey(app, url));
  if (answer === undefined) return null;
  // A logged-in viewer may have their own version (a fund detail's `followed`), unless the route has none.
  if (answer.sameForEveryone !== true && req.headers.authorization !== undefined) return null;
  return answer;
}

/**
 * Puts the door in front of Fastify's request listener on `app.server`. Call once the app is built; tests
 * that use app.inject() go round it (inject calls Fastify's routing directly), so they test the routed path.
 */
export function installMarketFrontDoor(app: FastifyInstance, { apiPrefix, everyAnswer, clockSyncDue }: FrontDoorOptions): void {
  const server = app.server;
  const routed = server.listeners('request') as RequestListener[];
  if (routed.length !== 1) throw new Error(`expected Fastify's one request listener, found ${routed.length}`);
  const fastify = routed[0]!;
  // Fastify logs each request at info: with those logs on, every request goes its way.
  const logsRequests = LOGS_REQUESTS.has(String(app.log.level));
  const always = [...everyAnswer, 'content-type', MARKET_JSON_TYPE];
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const answer = logsRequests || clockSyncDue() ? null : answerAtDoor(app, req, apiPrefix);
    if (answer === null) return fastify(req, res);
    const { body, varies, encoding } = encodedAnswer(answer, req.headers['accept-encoding']);
    const own = varies ? ['vary', 'accept-encoding'] : [];
    if (encoding !== null) own.push('content-encoding', encoding);
    own.push('content-length', String(body.length));
    res.writeHead(200, always.concat(own));
    res.end(body);
  });
}
