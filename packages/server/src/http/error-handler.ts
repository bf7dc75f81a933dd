// One place turns every failure into `{errors: {field: [messages]}}` and keeps 5xx internals out of answers.
import type { FastifyInstance } from 'fastify';
import { ApiError, detailBody, errorBody } from './api-error';
import { databaseRefusal } from './database-refusal';
import { HTTP_MESSAGES } from './messages';

/** The HTTP status Fastify (or a plugin) attached to its own error, if any. */
function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Fastify's own client errors (bad JSON, body too large...) carry English text: answer in Chinese instead. */
function clientMessage(status: number): string {
  switch (status) {
    case 400:
      return HTTP_MESSAGES.badBody;
    case 404:
      return HTTP_MESSAGES.notFound;
    case 405:
      return HTTP_MESSAGES.methodNotAllowed;
    case 413:
      return HTTP_MESSAGES.bodyTooLarge;
    case 415:
      return HTTP_MESSAGES.unsupportedMediaType;
    default:
      return HTTP_MESSAGES.badRequest;
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).send(errorBody(err.errors));
    }
    const refusal = databaseRefusal(err);
    if (refusal) {
      // Logged so a schema that should have caught the value gets tightened; the client sees only the message.
      request.log.warn({ code: (err as { code?: string }).code }, 'database refused a value');
      return reply.code(refusal.statusCode).send(errorBody(refusal.errors));
    }
    const status = statusOf(err);
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(detailBody(clientMessage(status)));
    }
    // Unexpected: log it whole on the server, tell the client nothing about it.
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(detailBody(HTTP_MESSAGES.internal));
  });
}
