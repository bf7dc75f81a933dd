// Store rows -> the wire's store answers (core's store-answers.ts).
import type { Wire } from '@fund/core/api';
import { STORE_STATUS_TEXTS, StoreApplyStatus, isStoreApplyStatus, type StoreApplyAnswer, type StoreApplyReview, type StorePortfolio, type StoreRow } from '@fund/core/store';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { avatarUrls } from '../account/avatar/avatar-store';
import { portfolioWire } from '../portfolio/catalog-repo';
import type { ApplyRow, StorePortfolioRow, StoreRecord } from './store-repo';

export function ownerWire(id: number, username: string, avatarFile: string | null): Wire.User {
  return { id, username, ...avatarUrls(avatarFile) };
}

/** A status outside core's list cannot be written by this server; read it as in review rather than fail. */
function statusOf(n: number): StoreApplyStatus {
  return isStoreApplyStatus(n) ? n : StoreApplyStatus.InReview;
}

export const NOT_APPLIED: StoreApplyAnswer = {
  id: null,
  status: StoreApplyStatus.NotApplied,
  status_display: STORE_STATUS_TEXTS[StoreApplyStatus.NotApplied],
  reject_reason: null,
  name: '',
  introduction: '',
  avatar: '',
  qualification_no: '',
  applied_at: null,
  reviewed_at: null,
  store_id: null,
};

export function applyWire(row: ApplyRow, storeId: number | null): StoreApplyAnswer {
  const status = statusOf(row.status);
  return {
    id: row.id,
    status,
    status_display: STORE_STATUS_TEXTS[status],
    reject_reason: status === StoreApplyStatus.Rejected ? row.reject_reason : null,
    name: row.name,
    introduction: row.introduction,
    avatar: row.avatar,
    qualification_no: row.qualification_no,
    applied_at: row.applied_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    store_id: status === StoreApplyStatus.Success ? storeId : null,
  };
}

export function reviewWire(row: ApplyRow, user: Wire.User): StoreApplyReview {
  return {
    id: row.id,
    user,
    status: statusOf(row.status),
    name: row.name,
    introduction: row.introduction,
    avatar: row.avatar,
    qualification_no: row.qualification_no,
    applied_at: row.applied_at.toISOString(),
  };
}

export function storeRowWire(s: StoreRecord, figures: { likes_count: number; portfolios_count: number }): StoreRow {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    avatar: s.avatar,
    user: ownerWire(s.user_id, s.username, s.avatar_file),
    likes_count: figures.likes_count,
    portfolios_count: figures.portfolios_count,
  };
}

export async function storePortfolioWire(db: Kysely<DB>, row: StorePortfolioRow, day: string, viewerId: number | null): Promise<StorePortfolio> {
  const { store_id, sort_order, ...portfolio } = row;
  return { ...(await portfolioWire(db, portfolio, day, viewerId)), store_id, sort_order };
}
