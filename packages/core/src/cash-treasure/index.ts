// The cash treasure (bao): its figures, income history, and the ways out (fast or normal transfer out).
export type { BaoIncomeTabType, BaoIncomeTab, BaoSellInfoLike, BaoTransferOutOption } from './cash-treasure-display';
export {
  BAO_SCREEN_TEXTS,
  BAO_INCOME_TABS,
  baoIncomeTab,
  baoYieldText,
  baoPer10000Text,
  baoIncomeValueText,
  baoTransferOutOptions,
  baoTransferOutUrl,
  baoIncomeHistoryUrl,
} from './cash-treasure-display';
export { FAST_REDEEM_DAILY_CAP, FAST_REDEEM_TEXTS, fastRedeemLeft, fastRedeemRefusal } from './fast-redeem';
export { BAO_NAME } from './cash-treasure-texts';
export { cashTreasureApi } from './api/cash-treasure-api';
export { cashTreasureContract } from './api/cash-treasure-contract';
