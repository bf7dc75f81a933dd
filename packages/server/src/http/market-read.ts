// Public market reads served from memory (fund lists and sorts, fund detail, NAV history, index and
// manager lists): keyed by the market date and the request's path and query, kept as serialised JSON
// (and each encoding once asked for), so a repeat does no database work, no checking and no
// serialisation. app.ts empties the cache whenever NAVs are published (engine/navs-published.ts).
import type { CallDef } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_COMPRESS_THRESHOLD_BYTES, type ApiEncoding, acceptedEncoding, compress } from './api-compression';
import { type AnswerOf, type CallHandler, runCall, toFastifyPath } from './contract-route';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface CachedAnswer {
  value: unknown;
  json: Buffer;
  encoded: Partial<Record<ApiEncoding, Buffer>>;
}

export function cachedAnswer(value: unknown): CachedAnswer {
  return { value, json: Buffer.from(JSON.stringify(value)), encoded: {} };
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer {
  reply.type(JSON_TYPE);
  if (answer.json.length < API_COMPRESS_THRESHOLD_BYTES) return answer.json;
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return answer.json;
  // Set before the compress plugin's onSend, which then leaves the body alone.
  reply.header('content-encoding', encoding);
  return (answer.encoded[encoding] ??= compress(answer.json, encoding));
}

/**
 * The cached answer of a market read at `url` (the API path and query as a client sends it): from memory
 * when any reader (the route, or the server's prerendered first screen) asked today, else from `load`.
 */
export function marketAnswer(app: FastifyInstance, url: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
  return app.marketCache.get(`${beijingDate(app.clock.now())} ${url}`, async () => cachedAnswer(await load()));
}

export interface MarketReadOptions<C> {
  /** A logged-in viewer's own version of the shared answer (the detail's `followed`), or null to serve the shared one. */
  forViewer?: (shared: AnswerOf<C>, request: FastifyRequest) => Promise<AnswerOf<C> | null>;
}

/** registerCall for a read that only changes when NAVs are published (or the market date turns). */
export function registerMarketRead<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>, options: MarketReadOptions<C> = {}): void {
  const { forViewer } = options;
  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    handler: async (request, reply) => {
      const answer = await marketAnswer(app, request.url, () => runCall(call, handler, request, reply));
      const own = forViewer === undefined ? null : await forViewer(answer.value as AnswerOf<C>, request);
      return own ?? send(request, reply, answer);
    },
  });
}
