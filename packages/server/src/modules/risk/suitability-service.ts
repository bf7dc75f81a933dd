// The trade-time risk check and its confirmation, with core's suitability gate as the one rule:
// untested or expired -> take the test; conservative -> refused anything above the lowest risk;
// riskier product -> confirm_risk, stored so the order can refer to it. Also risk disclosures.
import type { Kysely } from 'kysely';
import { riskLevelText, RiskCheckAction, suitabilityGate, SUITABILITY_MESSAGES } from '@fund/core/risk';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../db/schema';
import { ApiError, detailError } from '../../http/api-error';
import type { ProductCatalog, ProductRisk } from './product-catalog';
import { suitabilityOf } from './profile-service';
import * as repo from './repo';
import { iso } from '../account/auth/timestamps';

export const CHECK_TEXTS = {
  testTitle: '风险测评',
  testDescription: '您尚未进行风险测评或测评结果已失效，请先完成风险测评后再交易',
  confirmTitle: '风险提示',
  oneProduct: '请选择一只基金或一个组合',
  productNotFound: '产品不存在',
} as const;

export interface ProductRef {
  fund_id?: number;
  fund_portfolio_id?: number;
}

async function productOf(catalog: ProductCatalog, ref: ProductRef): Promise<{ type: 'fund' | 'portfolio'; product: ProductRisk }> {
  const hasFund = ref.fund_id !== undefined;
  if (hasFund === (ref.fund_portfolio_id !== undefined)) throw new ApiError(400, { detail: [CHECK_TEXTS.oneProduct] });
  const product = hasFund ? await catalog.fund(ref.fund_id ?? 0) : await catalog.portfolio(ref.fund_portfolio_id ?? 0);
  if (!product) throw detailError(404, CHECK_TEXTS.productNotFound);
  return { type: hasFund ? 'fund' : 'portfolio', product };
}

function confirmDescription(product: ProductRisk, userLevel: number): string {
  return `${SUITABILITY_MESSAGES.confirmRisk}（产品风险等级：${riskLevelText(product.level)}，您的风险承受能力：${riskLevelText(userLevel)}）`;
}

export async function checkRisk(db: Kysely<DB>, catalog: ProductCatalog, userId: number, ref: ProductRef, now: Date): Promise<Wire.RiskCheck> {
  const { product } = await productOf(catalog, ref);
  const me = await suitabilityOf(db, userId, now);
  const decision = suitabilityGate({ ...me, productLevel: product.level });
  switch (decision.kind) {
    case 'ok':
      return { action_type: '', action_title: '', action_description: '' };
    case 'risk_test':
      return { action_type: RiskCheckAction.RiskTest, action_title: CHECK_TEXTS.testTitle, action_description: CHECK_TEXTS.testDescription };
    case 'refuse':
      throw new ApiError(400, { investment_risk: [decision.message] });
    case 'confirm_risk':
      return { action_type: RiskCheckAction.ConfirmRisk, action_title: CHECK_TEXTS.confirmTitle, action_description: confirmDescription(product, me.userLevel) };
  }
}

/** Records the user's confirmation; only a confirm_risk (or ok) decision may be confirmed. */
export async function confirmRisk(db: Kysely<DB>, catalog: ProductCatalog, userId: number, ref: ProductRef, now: Date): Promise<Wire.RiskResult & { confirmation_id: number }> {
  const { type, product } = await productOf(catalog, ref);
  const me = await suitabilityOf(db, userId, now);
  const decision = suitabilityGate({ ...me, productLevel: product.level });
  if (decision.kind === 'risk_test') throw new ApiError(400, { investment_risk: [CHECK_TEXTS.testDescription] });
  if (decision.kind === 'refuse') throw new ApiError(400, { investment_risk: [decision.message] });
  const id = await repo.insertConfirmation(db, { user_id: userId, product_type: type, product_id: product.id, product_level: product.level, user_level: me.userLevel, confirmed_at: iso(now) });
  const mismatched = await catalog.heldAbove(userId, me.userLevel);
  return { investment_risk: me.userLevel as Wire.RiskLevel, warn_data: { action_type: mismatched.length > 0 ? 'confirm_risk' : '' }, confirmation_id: id };
}

/** Funds of medium-high risk and above need the risk disclosure signed once before buying. */
export const DISCLOSURE_FROM_LEVEL = 4;

async function fundOrNotFound(catalog: ProductCatalog, fundId: number): Promise<ProductRisk> {
  const fund = await catalog.fund(fundId);
  if (!fund) throw detailError(404, CHECK_TEXTS.productNotFound);
  return fund;
}

export async function disclosureOf(catalog: ProductCatalog, fundId: number): Promise<{ id: number; title: string; content: string }> {
  const fund = await fundOrNotFound(catalog, fundId);
  return {
    id: fund.id,
    title: `${fund.name}风险揭示书`,
    content:
      `本基金风险等级为${riskLevelText(fund.level)}。基金投资有风险，基金的过往业绩不代表未来表现，基金管理人不保证基金一定盈利，也不保证最低收益。` +
      '您在投资前应认真阅读基金合同、招募说明书等法律文件，了解基金的风险收益特征，并根据自身的投资目的、投资期限、投资经验、资产状况等判断是否与您的风险承受能力相匹配。',
  };
}

export async function needsDisclosure(db: Kysely<DB>, catalog: ProductCatalog, userId: number, fundId: number): Promise<{ need_disclosure: boolean }> {
  const fund = await fundOrNotFound(catalog, fundId);
  if (fund.level < DISCLOSURE_FROM_LEVEL) return { need_disclosure: false };
  return { need_disclosure: (await repo.findDisclosure(db, userId, fundId)) === undefined };
}

export async function saveDisclosure(db: Kysely<DB>, catalog: ProductCatalog, userId: number, fundId: number, agreed: boolean, now: Date): Promise<void> {
  await fundOrNotFound(catalog, fundId);
  if (agreed) await repo.saveDisclosure(db, userId, fundId, now);
  else await repo.dropDisclosure(db, userId, fundId);
}
