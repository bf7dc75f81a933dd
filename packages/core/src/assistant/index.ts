// The AI assistant: the embedded intent engine, its cards and texts, personas and hints.
export { AI_TEMPLATE_VERSION } from '../promotion/promotion-codes';
export { aiApi } from './api/ai-api';
export { aiContract, AI_INPUT_TYPES } from './api/ai-contract';
export { CARD_TEMPLATES, ANSWER_SOURCES, chatAnswer, chatCard, chatHints, aiBotMine } from './api/ai-answers';
export type { CardTemplate, AnswerSource, CardField, CardRow, ChatCard, ChatAnswer, ChatHints, AiPersona, AiBotMine } from './api/ai-answers';
export { ASSISTANT_INTENTS, FUND_PERIODS, FAQ_TOPICS } from './assistant-intents';
export type { AssistantIntent, FundPeriod, FaqTopic, CatalogueFund, IntentSlots, Understanding, UnderstandContext } from './assistant-intents';
export { understand, normalizeUtterance } from './intent-engine';
export { amountIn, chineseNumber } from './amount-slot';
export { dateIn } from './date-slot';
export { periodIn } from './period-slot';
export { matchFunds, fundsIn } from './fund-matcher';
export { CARD_ROUTES, PERSONAL_TEMPLATES, cardLink, goLoginLink } from './card-links';
export type { CardRoute } from './card-links';
export {
  AI_DISCLAIMER,
  AI_RENDER_FAILURE,
  AI_RETRY,
  AI_GO_LOGIN,
  AI_GO_LOGIN_BUTTON,
  AI_INPUT_PLACEHOLDER,
  AI_SEND,
  AI_HINTS_TITLE,
  AI_FEEDBACK_THANKS,
  AI_FEEDBACK_REASONS,
  AI_TEXTS,
  AI_EMPTY,
  AI_SELL_FEE_NOTES,
  FAQ_ANSWERS,
  AI_MESSAGES,
} from './assistant-texts';
export { AI_PERSONAS, DEFAULT_PERSONA_ID, personaOf } from './assistant-personas';
export { AI_LIST_SIZE, hintsFor } from './chat-hints';
export type { HintState } from './chat-hints';
export { figuresIn, unbackedFigures } from './figure-check';
export { CARD_LAYOUTS, AI_TEMPLATES_KEY, cardLayouts, layoutOf } from './card-templates';
export type { CardLayout } from './card-templates';
