// Routes of the coins area (spec 03 §7): what the client ships. Schemas: ./coins-contract.ts.
import { route } from '../../api/contract/route';

export const coinsRoutes = {
  tasks: route('GET', '/coins/tasks/'),
  task: route('GET', '/coins/tasks/{pk}/'),
  history: route('GET', '/coins/history/'),
  balance: route('GET', '/coins/balance/'),
  exchangeLimitation: route('GET', '/coins/exchange/limitation/'),
  exchangeTargets: route('GET', '/coins/exchange/targets/'),
  exchangeTarget: route('GET', '/coins/exchange/{id}/target/'),
  exchange: route('POST', '/coins/exchange/', { idempotent: true }),
  getTaskCoin: route('POST', '/coins/tasks/{pk}/get_coin/'),
};
