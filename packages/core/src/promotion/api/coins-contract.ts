// Request schemas and answer types of coins (spec 03 §7): tasks, history, balance, exchange.
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract, res } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { coinChange, coinExchangeLimitation, coinExchangeTarget, coinTask } from '../../api/contract/entities/member-answers';
import { coinsRoutes } from './coins-routes';
import type { CoinsBalance } from '../../api/contract/entities';

export const coinsContract = defineContract('coins', coinsRoutes, {
  tasks: { response: answer(w.list(coinTask)) },
  task: { response: answer(coinTask) },
  history: { query: pageQuery(20), response: answer(w.page(coinChange)) },
  balance: { response: res<CoinsBalance>() },
  exchangeLimitation: { query: s.object({ target: s.withDefault(s.int({ min: 1 }), 2) }), response: answer(coinExchangeLimitation) },
  exchangeTargets: { response: answer(w.list(coinExchangeTarget)) },
  exchangeTarget: { response: answer(coinExchangeTarget) },
  exchange: { body: s.object({ target: f.id(), coins: s.int({ min: 1 }) }), response: res<CoinsBalance>() },
  getTaskCoin: { response: res<CoinsBalance>() },
});
