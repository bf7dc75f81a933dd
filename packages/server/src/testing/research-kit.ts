// Test helper of the research reads: an in-memory database seeded as of a fixed day, and the app over it.
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { seedDemoMarket } from '../db/seed/seed-market';

export const AS_OF = '2026-11-20';

export async function openResearchWorld() {
  const database = await openDatabase({ memory: true });
  const seedMs = (await seedDemoMarket(database.db, { asOf: AS_OF })).ms;
  const app = await buildApp({ db: database });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { database, app, seedMs, get, close };
}

export type ResearchWorld = Awaited<ReturnType<typeof openResearchWorld>>;
