// Core's fund buy flows wired to the app: the API calls, the platform dialogs and the risk test's back memory.
import { createBackMemory } from '@fund/core/navigation';
import {
  createFundBatchBuyFlow,
  createFundBuyFlow,
  type FundBatchBuyFlow,
  type FundBuyEffects,
  type FundBuyFlow,
} from '@fund/core/trade';
import { RISK_URLS } from '@fund/core/risk';
import { confirm, storage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { changesAssets } from '@/stores/assets-store';
import { newIntent, promotion, risk, trading } from '../../services/trade-services';

const appBuyEffects: FundBuyEffects = {
  checkRisk: (fund_id) => risk.check({ body: { fund_id } }),
  confirmRisk: (fund_id) => risk.confirmRisk({ body: { fund_id } }),
  buy: (body, intent) => changesAssets(trading.buy({ body, intent })),
  useCoupon: (pk, trade_id) => promotion.useCoupon({ params: { pk }, body: { trade_id } }),
  newIntent,
  confirm: (text, opts) => confirm(text, opts),
  show: showDecision,
  delay: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  rememberRiskBack: (url) => createBackMemory(storage).remember(RISK_URLS.questions, url),
};

export function createAppFundBuyFlow(): FundBuyFlow {
  return createFundBuyFlow(appBuyEffects);
}

export function createAppFundBatchBuyFlow(): FundBatchBuyFlow {
  return createFundBatchBuyFlow(appBuyEffects);
}
