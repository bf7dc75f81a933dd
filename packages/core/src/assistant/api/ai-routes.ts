// Routes of the ai area (spec 03 §7): what the client ships. Schemas: ./ai-contract.ts.
import { route } from '../../api/contract/route';

export const aiRoutes = {
  chatUserUttered: route('POST', '/ai/chat/user_uttered/'),
  chatHints: route('GET', '/ai/chat/hints/'),
  botMine: route('GET', '/ai/bot/mine/'),
  botAdoption: route('POST', '/ai/bot/adoption/'),
  chatFeedback: route('POST', '/ai/chat/feedback/'),
};
