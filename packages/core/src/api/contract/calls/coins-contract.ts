// Request schemas and answer types of coins (spec 03 §7): tasks, history, balance, exchange.
import { s } from '../../schema';
import { f, pageQuery } from '../common-fields';
import { defineContract, res } from '../define-contract';
import { coinsRoutes } from '../routes/coins-routes';
import type { CoinsBalance, JsonObject, Page } from '../entities';

export const coinsContract = defineContract('coins', coinsRoutes, {
  tasks: { response: res<JsonObject[]>() },
  task: { response: res<JsonObject>() },
  history: { query: pageQuery(20), response: res<Page<JsonObject>>() },
  balance: { response: res<CoinsBalance>() },
  exchangeLimitation: { query: s.object({ target: s.withDefault(s.int({ min: 1 }), 2) }), response: res<JsonObject>() },
  exchangeTargets: { response: res<JsonObject[]>() },
  exchangeTarget: { response: res<JsonObject>() },
  exchange: { body: s.object({ target: f.id(), coins: s.int({ min: 1 }) }), response: res<CoinsBalance>() },
  getTaskCoin: { response: res<CoinsBalance>() },
});
