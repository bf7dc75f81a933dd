// GET /api/v1/health: answers only after a real round trip to the database.
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/database';
import type { DatabaseKind } from '../../db/database';
import { detailError } from '../../http/api-error';

export interface HealthBody {
  status: 'ok';
  db: DatabaseKind;
  time: string;
}

export const HEALTH_PATH = '/health';
const DB_DOWN_MESSAGE = '数据库暂时不可用，请稍后重试';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(HEALTH_PATH, async (request): Promise<HealthBody> => {
    const { database } = app;
    try {
      await ping(database.db);
    } catch (err) {
      request.log.error({ err }, 'health: database ping failed');
      throw detailError(503, DB_DOWN_MESSAGE);
    }
    return { status: 'ok', db: database.kind, time: app.clock.instant().toISOString() };
  });
}
