// Request schemas and answers of the AI assistant (spec 03 §3, §7): utterances answered with cards.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { aiRoutes } from './ai-routes';
import { aiBotMine, chatAnswer, chatHints } from './ai-answers';
import type { OkAnswer } from '../../api/contract/entities';
import { AI_LIST_SIZE } from '../chat-hints';

/** How the text came in: typed, tapped on a hint chip, or spoken. */
export const AI_INPUT_TYPES = ['text', 'hint', 'voice'] as const;

export const aiContract = defineContract('ai', aiRoutes, {
  chatUserUttered: { body: s.object({ text: f.text(500), input_type: s.withDefault(s.enum(AI_INPUT_TYPES), 'text') }), response: answer(chatAnswer) },
  chatHints: { query: pageQuery(AI_LIST_SIZE), response: answer(chatHints) },
  botMine: { response: answer(aiBotMine) },
  botAdoption: { body: s.object({ bot: f.id() }), response: answer(aiBotMine) },
  chatFeedback: { body: s.object({ message_id: f.id(), useful: s.bool(), reason: s.optional(s.string({ max: 200 })) }), response: res<OkAnswer>() },
});
