// Which subscribe-message adapter a database's app sends through: set when the app is built, read by the
// routes (consent is refused without one) and by the settlement timer (the sender runs only with one).
import type { Database } from '../../db/database';
import type { SubscribeMessagePort } from '../../ports/subscribe-messages';

const ports = new WeakMap<Database, SubscribeMessagePort | null>();

export function setSubscribePort(database: Database, port: SubscribeMessagePort | null): void {
  ports.set(database, port);
}

/** null: production without an adapter, so nothing is sent and no consent taken (fail closed). */
export function subscribePortOf(database: Database): SubscribeMessagePort | null {
  return ports.get(database) ?? null;
}
