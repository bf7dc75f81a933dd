// The AI assistant.
export { AI_TEMPLATE_VERSION } from '../promotion/promotion-codes';
export { aiApi } from './api/ai-api';
export { aiContract } from './api/ai-contract';
