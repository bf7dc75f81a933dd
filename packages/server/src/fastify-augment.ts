// What buildApp decorates the Fastify instance with, visible to every route module.
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export {};
