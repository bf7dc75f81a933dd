// Asking the assistant as a caller does, for server tests: the answer checked against core's contract and
// labelled as AI content, or an error that shows what came back.
import type { FastifyInstance } from 'fastify';
import { AI_DISCLAIMER, chatAnswer, type ChatAnswer } from '@fund/core/assistant';
import { validate } from '@fund/core/api';
import { request, type Investor } from './trading-kit';

export async function askAssistant(app: FastifyInstance, who: Investor | null, text: string): Promise<ChatAnswer> {
  const res = await request(app, who, 'POST', '/ai/chat/user_uttered/', { text });
  if (res.statusCode !== 200) throw new Error(`POST /ai/chat/user_uttered/ ${res.statusCode}: ${res.body}`);
  const checked = validate(chatAnswer, res.json());
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  if (checked.value.disclaimer !== AI_DISCLAIMER) throw new Error(`the answer is not labelled ${AI_DISCLAIMER}: ${checked.value.disclaimer}`);
  return checked.value;
}
