// The market feed of production: NAVs come only from imports (npm run market:import), never from the
// generator. It is no simulator, so production needs no ALLOW_SIMULATORS for it.
import type { MarketFeedPort } from '../ports/outside-world';
import { navCoverage } from './import-repo';

export const IMPORTED_FEED_TEXTS = {
  name: '导入行情 (npm run market:import)',
  empty: '尚无行情数据：请用 npm run market:import -- <文件> 导入（格式见 docs/MARKET-IMPORT.md）',
  held: (funds: number, last: string) => `行情数据来自导入: ${funds} 只基金，最新净值日 ${last}`,
} as const;

export const importedMarketFeed: MarketFeedPort = {
  adapterName: IMPORTED_FEED_TEXTS.name,
  simulator: false,
  movesPublishedDays: false,
  importsOnly: true,
  async prepare(database) {
    const held = await navCoverage(database.db);
    return held.last ? IMPORTED_FEED_TEXTS.held(held.funds, held.last) : IMPORTED_FEED_TEXTS.empty;
  },
};
