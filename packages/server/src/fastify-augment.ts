// What buildApp decorates the Fastify instance with, visible to every route module.
import type { ServerClock } from './clock/server-clock';
import type { Database } from './db/database';
import type { ReadCache } from './modules/common/read-cache';
import type { OutsidePorts } from './ports/outside-world';
import type { ServerMode } from './server-mode';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one clock every route and service reads time from (tests pin it, the development endpoint moves it). */
    clock: ServerClock;
    database: Database;
    /** Market reads served from memory; whatever publishes NAVs calls clear(). */
    marketCache: ReadCache;
    /** Demo or production: development endpoints and the demo account exist only in demo. */
    mode: ServerMode;
    /** The adapters of the outside world (bank, SMS, identity, market feed) chosen at build. */
    ports: OutsidePorts;
  }
}

export {};
