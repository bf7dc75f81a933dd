// What buildApp decorates the Fastify instance with, visible to every route module.
import type { Database } from './db/database';
import type { ReadCache } from './modules/common/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Market reads served from memory; whatever publishes NAVs calls clear(). */
    marketCache: ReadCache;
  }
}

export {};
