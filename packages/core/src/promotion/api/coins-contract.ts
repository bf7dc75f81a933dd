// Request schemas and answers of coins (spec 03 §7): tasks, history, balance, exchange (./coins-answers.ts).
import { s } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { answer, defineContract } from '../../api/contract/define-contract';
import { w } from '../../api/contract/answer-fields';
import { coinChangeV2, coinExchangeLimitationV2, coinExchangeTargetV2, coinTaskV2, coinsBalanceV2, coinsMovedV2 } from './coins-answers';
import { coinsRoutes } from './coins-routes';

export const coinsContract = defineContract('coins', coinsRoutes, {
  tasks: { response: answer(w.list(coinTaskV2)) },
  task: { response: answer(coinTaskV2) },
  history: { query: pageQuery(20), response: answer(w.page(coinChangeV2)) },
  balance: { response: answer(coinsBalanceV2) },
  exchangeLimitation: { query: s.object({ target: s.withDefault(s.int({ min: 1, max: 2 }), 2) }), response: answer(coinExchangeLimitationV2) },
  exchangeTargets: { response: answer(w.list(coinExchangeTargetV2)) },
  exchangeTarget: { response: answer(coinExchangeTargetV2) },
  /** coins: the price the screen showed; a changed price is refused rather than charged. */
  exchange: { body: s.object({ target: f.id(), coins: s.int({ min: 1, max: 10000000 }) }), response: answer(coinsMovedV2) },
  getTaskCoin: { response: answer(coinsMovedV2) },
});
