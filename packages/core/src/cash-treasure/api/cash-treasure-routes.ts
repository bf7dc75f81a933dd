// Routes of the cash treasure area (spec 01 and 03 §7): what the client ships. Schemas: ./cash-treasure-contract.ts.
import { route } from '../../api/contract/route';

export const cashTreasureRoutes = {
  income: route('GET', '/funds/income/bao/'),
  info: route('GET', '/funds/bao/info/'),
  mine: route('GET', '/funds/bao/mine/'),
  trades: route('GET', '/funds/bao/trades/'),
  sellInfo: route('GET', '/funds/bao/sell_info/'),
};
