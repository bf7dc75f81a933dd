export type { JsonSchema } from './json-schema-of';
export { jsonSchemaOf } from './json-schema-of';
export type { OpenApiDocument, PlainOperation, ReferenceInput } from './openapi-document';
export { buildOpenApiDocument, openApiPath, REFERENCE_TEXTS, WILDCARD_PARAM } from './openapi-document';
