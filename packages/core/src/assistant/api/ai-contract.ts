// Request schemas and answer types of the AI assistant (spec 03 §7): utterances answered with cards.
import { s } from '../../api/schema';
import { f } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { aiBot } from '../../api/contract/entities/member-answers';
import { aiRoutes } from './ai-routes';
import type { ChatCard, OkAnswer } from '../../api/contract/entities';

export const aiContract = defineContract('ai', aiRoutes, {
  chatUserUttered: { body: s.object({ text: f.text(500), input_type: s.withDefault(s.string({ max: 16 }), 'text') }), response: res<{ cards: ChatCard[] }>() },
  chatHints: { response: res<string[]>() },
  botMine: { response: answer(aiBot) },
  botAdoption: { body: s.object({ bot: f.id() }), response: answer(aiBot) },
  chatFeedback: { body: s.object({ message_id: s.optional(s.string({ max: 64 })), useful: s.bool(), content: s.optional(s.string({ max: 500 })) }), response: res<OkAnswer>() },
});
