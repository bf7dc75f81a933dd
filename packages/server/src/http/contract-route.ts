// Registers one call of core's CONTRACT: its method and path, its query and body checked by the same
// schemas the client is typed against, and a handler typed by the call's response.
import { type CallDef, type FieldErrors, type Infer, type ResponseOf, fieldSchemas, validate } from '@fund/core/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationFailed } from './api-error';

type QueryOf<C> = C extends { readonly query: infer S } ? Infer<S> : Record<string, never>;
type BodyOf<C> = C extends { readonly body: infer S } ? Infer<S> : undefined;
export type AnswerOf<C> = C extends { readonly response: ResponseOf<infer T> } ? T : never;

export interface CallInput<C> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C> = (input: CallInput<C>) => Promise<AnswerOf<C>>;

/** '/symbols/{id}/quote/' -> '/symbols/:id/quote/' */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function check(schema: CallDef['query'], value: unknown, coerce: boolean, errors: FieldErrors): unknown {
  if (!schema) return undefined;
  const result = validate(schema, value ?? {}, { coerce });
  if (result.ok) return result.value;
  Object.assign(errors, result.errors);
  return undefined;
}

const PATH_PARAM = fieldSchemas.pathParam();

/** Path parameters are text a caller chose: each is checked (length, NUL, lone surrogates) before any handler reads it. */
function checkParams(params: unknown, errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof params !== 'object' || params === null) return out;
  for (const [key, value] of Object.entries(params)) {
    // A trailing wildcard ('/apps/idfa/callback*') may match nothing: the bare path is a channel too.
    if (key === '*' && value === '') {
      out[key] = '';
      continue;
    }
    const result = validate(PATH_PARAM, value);
    if (result.ok) out[key] = result.value;
    else errors[key] = Object.values(result.errors).flat();
  }
  return out;
}

/** Checks the request against the call's schemas (a 400 listing every bad field), then runs the handler. */
export function runCall<C extends CallDef, R = AnswerOf<C>>(call: C, handler: (input: CallInput<C>) => Promise<R>, request: FastifyRequest, reply: FastifyReply): Promise<R> {
  const errors: FieldErrors = {};
  const params = checkParams(request.params, errors);
  // Query strings are text: numbers and booleans are converted before checking.
  const query = check(call.query, request.query, true, errors);
  const body = check(call.body, request.body, false, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return handler({
    query: (query ?? {}) as QueryOf<C>,
    body: body as BodyOf<C>,
    params,
    request,
    reply,
  });
}

export function registerCall<C extends CallDef>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    handler: async (request, reply) => runCall(call, handler, request, reply),
  });
}
