// Listing and trading states of market symbols, and manager posts.
import {
  FundListStatus,
} from '../fund/fund-codes';
import { ManagerPostStatus } from './market-codes';
import {
  NORMAL_TRADING_LIST_STATUSES,
  RUNNING_STOCK_TRADE_STATUSES,
  StockTradeStatus
} from './market-codes';

/** Second scheme: a symbol trades normally when listed (1) or on its first day (7). */
export function isNormalTrading(listStatus: number): boolean {
  return (NORMAL_TRADING_LIST_STATUSES as readonly number[]).includes(listStatus);
}

/** First scheme (funds): only Normal is listed. */
export function isFundListed(listStatus: number): boolean {
  return listStatus === FundListStatus.Normal;
}

export const STOCK_TRADE_STATUS_TEXTS: Readonly<Record<StockTradeStatus, string>> = {
  [StockTradeStatus.Open]: '交易中',
  [StockTradeStatus.Break]: '午间休市',
  [StockTradeStatus.Closed]: '已收盘',
  [StockTradeStatus.CallAuction]: '集合竞价',
};

export function stockTradeStatusText(status: number): string {
  return (STOCK_TRADE_STATUS_TEXTS as Readonly<Record<number, string>>)[status] ?? '';
}

/** Quotes move during trading and the call auction, so those keep the refresh timer running. */
export function isStockTradeRunning(status: number): boolean {
  return (RUNNING_STOCK_TRADE_STATUSES as readonly number[]).includes(status);
}

export const MANAGER_POST_STATUS_TEXTS: Readonly<Record<ManagerPostStatus, string>> = {
  [ManagerPostStatus.InPost]: '在任',
  [ManagerPostStatus.Left]: '离任',
};

export function managerPostStatusText(status: number): string {
  return (MANAGER_POST_STATUS_TEXTS as Readonly<Record<number, string>>)[status] ?? '';
}

export function isManagerInPost(status: number): boolean {
  return status === ManagerPostStatus.InPost;
}
