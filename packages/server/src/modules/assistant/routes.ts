// The assistant's five calls (spec 03 §7).
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@fund/core/api';
import { registerCall } from '../../http/contract-route';
import { currentUserId, requireUserId } from '../account/auth/sessions';
import { adoptBot, botMine, chatHints, giveFeedback, utter } from './chat-service';
import { modelFromEnv } from './llm/model-config';

const C = CONTRACT.ai;

export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const model = modelFromEnv(process.env);
  registerCall(app, C.chatUserUttered, async ({ request, body }) => utter(db(), await currentUserId(db(), request), body, app.clock.instant(), model));
  registerCall(app, C.chatHints, async ({ request, query }) => chatHints(db(), await currentUserId(db(), request), query, app.clock.instant()));
  registerCall(app, C.botMine, async ({ request }) => botMine(db(), await currentUserId(db(), request)));
  registerCall(app, C.botAdoption, async ({ request, body }) => adoptBot(db(), await requireUserId(db(), request), body.bot, app.clock.instant()));
  registerCall(app, C.chatFeedback, async ({ request, body }) => giveFeedback(db(), await requireUserId(db(), request), body, app.clock.instant()));
}
