// Holdings calls served by the trading engine: the dividend-type change.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core';
import { registerCall } from '../../http/contract-route';
import { engineOf } from '../../engine/engine-registry';
import { requireUserId } from '../auth/sessions';
import { changeDiviType } from './divi-type-service';

const H = CONTRACT.holdings;

export async function holdingsRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  registerCall(app, H.changeDiviType, async ({ request, body }) =>
    changeDiviType(db(), await requireUserId(db(), request), body, engineOf(app.database).clock.now()),
  );
}
