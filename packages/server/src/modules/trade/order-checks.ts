// Checks every order passes before it is written: the fund, the user's card and its state, suitability
// (core's gate, with the confirmation stored), and the trade password (the account side's, which counts
// wrong tries). Each throws the spec's error shape.
import type { Kysely } from 'kysely';
import { BANK_CARD_CONFIRMS, BankCardStatus } from '@fund/core/card';
import { suitabilityGate } from '@fund/core/risk';
import { TRADING_MESSAGES } from '@fund/core/trade';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import * as cardRepo from '../card/repo';
import { bankById, type BankInfo } from '../card/banks';
import { suitabilityOf, type Suitability } from '../risk/profile-service';
import { insertConfirmation } from '../risk/repo';
import { CHECK_TEXTS } from '../risk/suitability-service';
import { verifyTradePassword } from '../account/trade-password/service';
import { fundById, type FundRow } from './trading-repo';
import { nextOrderSerial } from './orders-repo';

export async function fundOrNotFound(db: Kysely<DB>, fundId: number): Promise<FundRow> {
  const fund = await fundById(db, fundId);
  if (!fund) throw detailError(404, TRADING_MESSAGES.fundNotFound);
  return fund;
}

export interface UsableCard {
  id: number;
  status: number;
  bank: BankInfo;
}

/** The user's own card (another's reads as missing); `forBuy` also refuses a card needing authentication. */
export async function usableCard(db: Kysely<DB>, userId: number, cardId: number, forBuy: boolean): Promise<UsableCard> {
  return checkCard(await cardRepo.ownCard(db, userId, cardId), forBuy);
}

/** usableCard's checks on the user's card row as read (undefined: not theirs or missing). */
export function checkCard(row: { id: number; status: number; bank_id: number } | undefined, forBuy: boolean): UsableCard {
  if (!row) throw detailError(404, TRADING_MESSAGES.cardNotFound);
  if (row.status === BankCardStatus.Unavailable) throw new ApiError(400, { bank_card_id: [TRADING_MESSAGES.cardUnavailable] });
  if (forBuy && row.status === BankCardStatus.NeedsAuth) throw new ApiError(400, { bank_card_id: [BANK_CARD_CONFIRMS.needsAuth] });
  const bank = bankById(row.bank_id);
  if (!bank) throw new ApiError(400, { bank_card_id: [TRADING_MESSAGES.cardUnavailable] });
  return { id: row.id, status: row.status, bank };
}

/**
 * Core's suitability gate on the fund: untested -> take the test; conservative -> refused; riskier ->
 * allowed only with confirm_risk. Returns what to store once the order is accepted (or null).
 */
export function passSuitability(db: Kysely<DB>, userId: number, fund: FundRow, confirmed: boolean | undefined, now: Date): Promise<RiskConfirmation | null> {
  return passProductSuitability(db, userId, { type: 'fund', id: fund.id, level: fund.investment_risk }, confirmed, now);
}

/** The same gate for any product on the 1-5 scale (a portfolio's level via core's portfolioRiskToLevel). */
export async function passProductSuitability(db: Kysely<DB>, userId: number, product: { type: string; id: number; level: number }, confirmed: boolean | undefined, now: Date): Promise<RiskConfirmation | null> {
  return gateSuitability(await suitabilityOf(db, userId, now), userId, product, confirmed, now);
}

/** The gate on the user's suitability as already read. */
export function gateSuitability(me: Suitability, userId: number, product: { type: string; id: number; level: number }, confirmed: boolean | undefined, now: Date): RiskConfirmation | null {
  const decision = suitabilityGate({ ...me, productLevel: product.level });
  switch (decision.kind) {
    case 'ok':
      return null;
    case 'risk_test':
      throw new ApiError(400, { investment_risk: [CHECK_TEXTS.testDescription] });
    case 'refuse':
      throw new ApiError(400, { investment_risk: [decision.message] });
    case 'confirm_risk':
      if (confirmed !== true) throw new ApiError(400, { confirm_risk: [TRADING_MESSAGES.confirmRiskFirst] });
      return { user_id: userId, product_type: product.type, product_id: product.id, product_level: product.level, user_level: me.userLevel, confirmed_at: now.toISOString() };
  }
}

export interface RiskConfirmation {
  user_id: number;
  product_type: string;
  product_id: number;
  product_level: number;
  user_level: number;
  confirmed_at: string;
}

/** Stores the user's risk confirmation (the account side's table); its id goes on the order. */
export async function recordConfirmation(db: Kysely<DB>, confirmation: RiskConfirmation | null): Promise<number | null> {
  return confirmation === null ? null : insertConfirmation(db, confirmation);
}

/** The trade password, checked on the app's clock like every other call (a test pins it; the lock lifts as it moves). */
export async function passPassword(db: Kysely<DB>, userId: number, password: string, now: Date): Promise<void> {
  await verifyTradePassword(db, userId, password, now);
}

/**
 * The trade date then the next value of a database sequence (10 digits), so no two orders ever share a
 * serial, on any number of nodes; a rolled-back order only leaves a gap.
 */
export async function serialNumber(db: Kysely<DB>, tradeDate: string): Promise<string> {
  const n = await nextOrderSerial(db);
  if (n === undefined) throw new Error('order_serial_seq gave no value');
  return `${tradeDate.replace(/-/g, '')}${n.padStart(10, '0')}`;
}
