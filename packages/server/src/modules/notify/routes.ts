// The user's subscribe-message consent, and (demo only) what was recorded as sent to them.
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { requireUserId } from '../account/auth/sessions';
import { subscribePortOf } from './subscribe-port';
import { sentMessages, subscribe } from './subscribe-service';

const I = CONTRACT.insights;

export async function subscribeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  registerCall(app, I.subscribeMessages, async ({ request, body }) => subscribe(db(), subscribePortOf(app.database), await requireUserId(db(), request), body.topics));
  if (app.mode !== 'demo') return;
  registerCall(app, I.devSubscribeMessages, async ({ request }) => sentMessages(db(), await requireUserId(db(), request)));
}
