// What the wallet and store-income screens and the server say (Chinese, user-facing).
import { WalletWithdrawalStatus } from './wallet-codes';

export const WALLET_MESSAGES = {
  /** A withdrawal above the wallet's available balance. */
  aboveBalance: (available: string) => `提现金额超过钱包可用余额（${available}元）`,
  creditMemo: '钱包入账',
  withdrawMemo: '钱包提现',
  withdrawArrivedMemo: '钱包提现到账',
} as const;

export const STORE_INCOME_MESSAGES = {
  /** A withdrawal above the income not yet withdrawn. */
  aboveAvailable: (available: string) => `提现金额超过可提现收入（${available}元）`,
  /** A portfolio the caller does not own answers as a missing one. */
  portfolioNotFound: '组合不存在',
  forecastNeedsRate: '请选择组合或填写投顾费率',
  accrualMemo: (date: string) => `${date}小店投顾收入`,
  withdrawMemo: '小店收入提现到钱包',
  withdrawnToWallet: '已转入钱包',
} as const;

export const WALLET_STATUS_TEXTS: Record<WalletWithdrawalStatus, string> = {
  [WalletWithdrawalStatus.Pending]: '到账中',
  [WalletWithdrawalStatus.Arrived]: '已到账',
};

/** The wallet's own page (route table: /wallets/), reached from 我的 and from store income. */
export const WALLET_URL = '/wallets/';

/** Labels of the wallet and store-income pages. */
export const WALLET_SCREEN_TEXTS = {
  walletTitle: '我的钱包',
  available: '可用余额(元)',
  frozen: '提现中(元)',
  withdrawn: '累计提现(元)',
  withdraw: '提现到银行卡',
  withdrawAmount: '提现金额',
  withdrawAll: '全部提现',
  chooseCard: '到账银行卡',
  noCard: '请先绑定银行卡',
  arrivalNote: '提现申请后下一个交易日到账',
  changes: '钱包明细',
  withdrawSubmitted: (arriveDate: string) => `提现已受理，预计${arriveDate}到账`,
  incomeTitle: '小店收入',
  incomeTotal: '累计收入(元)',
  incomeAvailable: '可提现(元)',
  incomeWithdrawn: '已提现(元)',
  incomeShare: (percent: string) => `您可获得持有人所付投顾费的${percent}`,
  incomeByPortfolio: '各组合收入',
  incomeEmpty: '暂无收入，组合有持有人后按日计提',
  incomeDetailEmpty: '暂无收入明细',
  incomeWithdraw: '提现到钱包',
  incomeWithdrawals: '提现记录',
  incomeWithdrawalsEmpty: '暂无提现记录',
  incomeWithdrawDone: '已转入钱包',
  forecastTitle: '收入测算',
  forecastAmount: '管理资产规模(元)',
  forecastRate: '投顾费率(年化，%)',
  forecastRun: '测算',
  forecastYear: '预计年收入(元)',
  forecastMonth: '预计月收入(元)',
  forecastDay: '预计日收入(元)',
  forecastNote: '测算仅供参考，实际收入按持有人每日资产和投顾费计提',
  date: '日期',
  fee: '投顾费',
  income: '收入',
  password: '交易密码',
  submit: '确认提现',
} as const;
