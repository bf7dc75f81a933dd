// Public market reads served from memory (fund lists and sorts, fund detail, NAV history, index and
// manager lists): keyed by the market date and the request's path and query, kept as serialised JSON
// (and each encoding once asked for), so a repeat does no database work, no checking and no
// serialisation. app.ts empties the cache whenever NAVs are published (engine/navs-published.ts).
import type { CallDef } from '@fund/core/api';
import { beijingDate } from '@fund/core/calendar';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_COMPRESS_THRESHOLD_BYTES, type ApiEncoding, acceptedEncoding, compress } from './api-compression';
import { type AnswerOf, type CallInput, runCall, toFastifyPath } from './contract-route';
import { JsonText } from './json-text';

export interface CachedAnswer {
  value: unknown;
  json: Buffer;
  encoded: Partial<Record<ApiEncoding, Buffer>>;
  /** Set once a route without a viewer's own version served it: any request may have it as it is. */
  sameForEveryone?: true;
}

export function cachedAnswer(value: unknown): CachedAnswer {
  if (value instanceof JsonText) return textAnswer(value.text);
  return { value, json: Buffer.from(JSON.stringify(value)), encoded: {} };
}

/** An answer kept as its JSON alone: the value is parsed only if a reader asks for it (none of the text's routes does). */
function textAnswer(text: string): CachedAnswer {
  const json = Buffer.from(text);
  let value: unknown;
  return {
    get value() {
      return (value ??= JSON.parse(json.toString()));
    },
    json,
    encoded: {},
  };
}

export const MARKET_JSON_TYPE = 'application/json; charset=utf-8';

export interface EncodedAnswer {
  body: Buffer;
  /** Large answers vary by Accept-Encoding (compressed for clients that take it). */
  varies: boolean;
  encoding: ApiEncoding | null;
}

/** The body to send for a client's Accept-Encoding: each encoding made once per answer. */
export function encodedAnswer(answer: CachedAnswer, acceptEncoding: string | undefined): EncodedAnswer {
  if (answer.json.length < API_COMPRESS_THRESHOLD_BYTES) return { body: answer.json, varies: false, encoding: null };
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === null) return { body: answer.json, varies: true, encoding };
  return { body: (answer.encoded[encoding] ??= compress(answer.json, encoding)), varies: true, encoding };
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Buffer {
  reply.type(MARKET_JSON_TYPE);
  const { body, varies, encoding } = encodedAnswer(answer, request.headers['accept-encoding']);
  if (varies) reply.header('vary', 'accept-encoding');
  // Set before the compress plugin's onSend, which then leaves the body alone.
  if (encoding !== null) reply.header('content-encoding', encoding);
  return body;
}

/**
 * The cached answer of a market read at `url` (the API path and query as a client sends it): from memory
 * when any reader (the route, or the server's prerendered first screen) asked today, else from `load`.
 */
export function marketAnswer(app: FastifyInstance, url: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
  return app.marketCache.get(marketKey(app, url), async () => cachedAnswer(await load()));
}

/** The cache key of a market read: today's market date (a new day reads anew) and the URL as sent. */
export function marketKey(app: FastifyInstance, url: string): string {
  return `${beijingDate(app.clock.now())} ${url}`;
}

export interface MarketReadOptions<C> {
  /** A logged-in viewer's own version of the shared answer (the detail's `followed`), or null to serve the shared one. */
  forViewer?: (shared: AnswerOf<C>, request: FastifyRequest) => Promise<AnswerOf<C> | null>;
}

/** A market read's handler: its answer, or that answer's JSON text as the database built it. */
export type MarketReadHandler<C> = (input: CallInput<C>) => Promise<AnswerOf<C> | JsonText<AnswerOf<C>>>;

/** registerCall for a read that only changes when NAVs are published (or the market date turns). */
export function registerMarketRead<C extends CallDef>(app: FastifyInstance, call: C, handler: MarketReadHandler<C>, options: MarketReadOptions<C> = {}): void {
  const { forViewer } = options;
  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    handler: async (request, reply) => {
      const answer = await marketAnswer(app, request.url, () => runCall(call, handler, request, reply));
      if (forViewer === undefined) answer.sameForEveryone = true;
      const own = forViewer === undefined ? null : await forViewer(answer.value as AnswerOf<C>, request);
      return own ?? send(request, reply, answer);
    },
  });
}
