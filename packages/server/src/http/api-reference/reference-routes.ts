// GET /api/v1/openapi.json (every mode) and GET /api/v1/docs (demo mode): the API reference of what this
// server serves, built once from core's contract on first request (every route is registered by then).
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, buildOpenApiDocument, openApiPath, type OpenApiDocument } from '@fund/core/api';
import { contractCalls } from './served-calls';
import { PLAIN_OPERATIONS } from './plain-operations';
import type { ServedRoute } from './served-routes';
import { referencePage } from './reference-page';

export const REFERENCE_PATHS = { document: '/openapi.json', page: '/docs' } as const;

export const REFERENCE_INFO = {
  title: '基金投资小程序 API',
  version: '1.0.0',
  description: '由 @fund/core 的接口契约生成：每个调用的查询参数、请求体与应答结构，以及错误应答 {errors: {字段: [原因]}}。',
} as const;

/** '/api/v1/funds/:code/' -> 'GET /funds/{code}/' (the reference's form); null outside the API. */
export function referenceKey(route: ServedRoute): string | null {
  if (!route.url.startsWith(`${API_BASE_PATH}/`)) return null;
  const path = openApiPath(route.url.slice(API_BASE_PATH.length).replace(/:(\w+)/g, '{$1}'));
  return `${route.method} ${path}`;
}

/** The reference of what `served` holds: the contract's calls and the plain operations that are registered. */
export function servedReference(served: readonly ServedRoute[]): OpenApiDocument {
  const keys = new Set(served.map(referenceKey));
  return buildOpenApiDocument({
    ...REFERENCE_INFO,
    calls: contractCalls().filter((call) => keys.has(`${call.method} ${openApiPath(call.path)}`)),
    plain: PLAIN_OPERATIONS.filter((op) => keys.has(`${op.method} ${op.path}`)),
  });
}

export function referenceRoutes(served: readonly ServedRoute[]) {
  return async (app: FastifyInstance): Promise<void> => {
    let document: OpenApiDocument | undefined;
    let page: string | undefined;
    const reference = () => (document ??= servedReference(served));
    app.get(REFERENCE_PATHS.document, async () => reference());
    if (app.mode !== 'demo') return;
    app.get(REFERENCE_PATHS.page, async (_request, reply) => reply.type('text/html; charset=utf-8').send((page ??= referencePage(reference()))));
  };
}
