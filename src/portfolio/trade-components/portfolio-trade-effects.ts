// Core's portfolio trade flow wired to the app: the API calls, the platform dialogs and the risk test's back memory.
import { createBackMemory } from '@fund/core/navigation';
import { createPortfolioTradeFlow, type PortfolioTradeEffects, type PortfolioTradeFlow } from '@fund/core/portfolio';
import { RISK_URLS } from '@fund/core/risk';
import { confirm, storage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { changesAssets } from '@/stores/assets-store';
import { newIntent, risk, trading } from './portfolio-trade-services';

const appEffects: PortfolioTradeEffects = {
  checkRisk: (fund_portfolio_id) => risk.check({ body: { fund_portfolio_id } }),
  confirmRisk: (fund_portfolio_id) => risk.confirmRisk({ body: { fund_portfolio_id } }),
  buy: (body, intent) => changesAssets(trading.portfolioBuy({ body, intent })),
  sell: (body, intent) => changesAssets(trading.portfolioSell({ body, intent })),
  rebalance: (body, intent) => changesAssets(trading.portfolioRebalance({ body, intent })),
  newIntent,
  confirm: (text, opts) => confirm(text, opts),
  show: showDecision,
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  rememberRiskBack: (url) => createBackMemory(storage).remember(RISK_URLS.questions, url),
};

export function createAppPortfolioTradeFlow(): PortfolioTradeFlow {
  return createPortfolioTradeFlow(appEffects);
}
