// The API checks requests against the core contract (contract-route.ts) and writes its own JSON, so no route
// carries a Fastify schema. Giving Fastify compilers of our own keeps it from loading ajv and
// fast-json-stringify at every start (about a tenth of a restart); a schema added later fails loudly.
import type { FastifyServerOptions } from 'fastify';

const refuse = (kind: string) => () => () => {
  throw new Error(`Fastify ${kind} schemas are not used here: check requests with the core contract (http/contract-route.ts)`);
};

export const NO_SCHEMA_COMPILERS: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator: refuse('validation'), buildSerializer: refuse('response') },
};
