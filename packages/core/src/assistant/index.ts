// The AI assistant.
export { AI_TEMPLATE_VERSION } from '../promotion/promotion-codes';
export { aiApi } from '../api/endpoints/ai-api';
export { aiContract } from '../api/contract/calls/ai-contract';
