// The API reference: an OpenAPI 3.1 document built from the contract's calls (their routes, query, body and
// answer schemas) and from the few plain operations a server adds outside the contract. Pure: the server
// decides which calls it serves and hands them in.
import type { CallDef } from '../contract';
import { API_BASE_PATH } from '../client/build-url';
import { CSRF_HEADER } from '../client/api-client';
import { IDEMPOTENCY_HEADER } from '../client/idempotency';
import { PATH_PARAM_MAX } from '../contract/common-fields';
import type { Shape } from '../schema';
import { type JsonSchema, jsonSchemaOf } from './json-schema-of';

/** An operation the server serves outside the contract (health, development calls). */
export interface PlainOperation {
  readonly method: string;
  /** OpenAPI form: `{param}` placeholders, under the API base path. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /** The JSON answer's schema, when it has one. */
  readonly answer?: JsonSchema;
  /** Content type of the answer (default application/json). */
  readonly answerType?: string;
}

export interface ReferenceInput {
  readonly title: string;
  readonly version: string;
  readonly description?: string;
  readonly calls: readonly CallDef[];
  readonly plain?: readonly PlainOperation[];
}

export type OpenApiDocument = {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description?: string };
  readonly servers: readonly { readonly url: string }[];
  readonly paths: Record<string, Record<string, JsonSchema>>;
  readonly components: JsonSchema;
  readonly security: readonly Record<string, readonly string[]>[];
};

export const REFERENCE_TEXTS = {
  undocumentedAnswer: '应答结构未在契约中描述（以实际返回为准）',
  ok: '成功',
  badInput: '请求参数不合法：errors 按字段列出原因',
  unauthorized: '未登录或登录已失效',
  forbidden: '无权进行该操作',
  notFound: '接口或记录不存在',
  tooMany: '请求过于频繁',
  internal: '服务器内部错误',
  pathParam: '路径参数',
  wildcard: '路径后缀（渠道名）',
  idempotency: '同一意图重试时携带同一值，服务器只执行一次',
  csrf: 'CSRF 令牌（先 GET /accounts/csrf/ 取得）',
  upload: '以 multipart/form-data 上传',
} as const;

/** The answer every failure carries: messages per field, or under `detail` when no field is at fault. */
const ERRORS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  required: ['errors'],
};

const ERROR_RESPONSES: Record<string, string> = {
  '401': REFERENCE_TEXTS.unauthorized,
  '403': REFERENCE_TEXTS.forbidden,
  '404': REFERENCE_TEXTS.notFound,
  '429': REFERENCE_TEXTS.tooMany,
  '500': REFERENCE_TEXTS.internal,
};

const errorRef = (code: string): JsonSchema => ({ $ref: `#/components/responses/E${code}` });

/** '/apps/idfa/callback*' -> '/apps/idfa/callback{suffix}': OpenAPI has no wildcard, only named parameters. */
export const WILDCARD_PARAM = 'suffix';

export function openApiPath(path: string): string {
  return path.replace(/\*$/, `{${WILDCARD_PARAM}}`);
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: name === WILDCARD_PARAM ? REFERENCE_TEXTS.wildcard : REFERENCE_TEXTS.pathParam,
    schema: { type: 'string', minLength: name === WILDCARD_PARAM ? 0 : 1, maxLength: PATH_PARAM_MAX },
  }));
}

function queryParameters(call: CallDef): JsonSchema[] {
  const shape = (call.query as { shape?: Shape } | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => ({ name, in: 'query', required: !field.optional, schema: jsonSchemaOf(field) }));
}

function headerParameters(call: CallDef): JsonSchema[] {
  const out: JsonSchema[] = [];
  if (call.method !== 'GET') out.push({ name: CSRF_HEADER, in: 'header', required: true, description: REFERENCE_TEXTS.csrf, schema: { type: 'string' } });
  if (call.idempotent) out.push({ name: IDEMPOTENCY_HEADER, in: 'header', required: true, description: REFERENCE_TEXTS.idempotency, schema: { type: 'string' } });
  return out;
}

function requestBody(call: CallDef): JsonSchema | undefined {
  if (call.upload !== undefined) {
    const fields = call.body ? jsonSchemaOf(call.body) : { type: 'object', properties: {} };
    const properties = { ...(fields.properties as Record<string, JsonSchema> | undefined), [call.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } };
    const required = [...((fields.required as string[] | undefined) ?? []), call.upload];
    return { required: true, description: REFERENCE_TEXTS.upload, content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } } };
  }
  if (!call.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(call.body) } } };
}

function okResponse(schema: JsonSchema | undefined, type = 'application/json'): JsonSchema {
  return schema === undefined
    ? { description: `${REFERENCE_TEXTS.ok}。${REFERENCE_TEXTS.undocumentedAnswer}`, content: { [type]: { schema: {} } } }
    : { description: REFERENCE_TEXTS.ok, content: { [type]: { schema } } };
}

function errorResponses(takesInput: boolean): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = takesInput ? { '400': errorRef('400') } : {};
  for (const code of Object.keys(ERROR_RESPONSES)) out[code] = errorRef(code);
  return out;
}

function callOperation(call: CallDef): JsonSchema {
  const path = openApiPath(call.path);
  const parameters = [...pathParameters(path), ...queryParameters(call), ...headerParameters(call)];
  const body = requestBody(call);
  const takesInput = parameters.some((p) => p.in !== 'header') || body !== undefined;
  const answer = call.response.schema;
  return {
    operationId: call.name,
    tags: [call.name.split('.')[0] ?? call.name],
    summary: call.name,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { '200': okResponse(answer ? jsonSchemaOf(answer) : undefined), ...errorResponses(takesInput) },
  };
}

function plainOperation(op: PlainOperation): JsonSchema {
  const parameters = pathParameters(op.path);
  return {
    operationId: `${op.tag}.${op.method.toLowerCase()}${op.path.replace(/[^\w]+/g, '_')}`,
    tags: [op.tag],
    summary: op.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: { '200': okResponse(op.answer, op.answerType), ...errorResponses(parameters.length > 0) },
  };
}

export function buildOpenApiDocument(input: ReferenceInput): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (method: string, path: string, operation: JsonSchema) => {
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  };
  for (const call of input.calls) add(call.method, openApiPath(call.path), callOperation(call));
  for (const op of input.plain ?? []) add(op.method, op.path, plainOperation(op));
  const responses = Object.fromEntries(
    Object.entries({ '400': REFERENCE_TEXTS.badInput, ...ERROR_RESPONSES }).map(([code, description]) => [
      `E${code}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: input.title, version: input.version, ...(input.description ? { description: input.description } : {}) },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      schemas: { Errors: ERRORS_SCHEMA },
      responses,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <access_token>' } },
    },
    // Most calls work signed in or out (answers differ); the ones that need a session answer 401 without it.
    security: [{}, { token: [] }],
  };
}
