// Support calls: notice marks, private-fund reservations (an adviser calls back), the shake (a random fund
// the user's risk level allows, drawn with crypto.randomInt), FAQ feedback and ad (IDFA) callbacks,
// which are recorded and deduplicated and call nothing outside.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SUPPORT_TEXTS, idfaChannelOf } from '@fund/core/account';
import type { FundReservation, NoticeMark } from '@fund/core/account';
import type { Wire } from '@fund/core/api';
import type { DB } from '../../../db/schema';
import { ApiError, detailError } from '../../../http/api-error';
import { protectField } from '../auth/field-protection';
import { iso } from '../auth/timestamps';
import { findFund } from '../../fund/funds-repo';
import { toFundRow } from '../../fund/fund-mappers';
import { suitabilityOf } from '../../risk/profile-service';
import { countShakeCandidates, fundExists, insertFeedback, markNotice, noticeMarkOf, recordIdfa, reserve, shakeCandidateAt } from './support-repo';

const isoOf = (d: Date | string) => new Date(d).toISOString();

export async function checkNotice(db: Kysely<DB>, userId: number, code: string): Promise<NoticeMark> {
  const row = await noticeMarkOf(db, userId, code);
  return { code, marked: row !== undefined, marked_at: row ? isoOf(row.marked_at) : null };
}

export async function markNoticeRead(db: Kysely<DB>, userId: number, code: string, now: Date): Promise<NoticeMark> {
  await markNotice(db, userId, code, iso(now));
  return checkNotice(db, userId, code);
}

export async function reservePrivateFund(db: Kysely<DB>, userId: number, body: { fund_id: number; amount?: string; mobile?: string }, now: Date): Promise<FundReservation> {
  if (!(await fundExists(db, body.fund_id))) throw detailError(404, SUPPORT_TEXTS.fundNotFound);
  const row = await reserve(db, { user_id: userId, fund_id: body.fund_id, amount: body.amount ?? null, mobile_enc: body.mobile === undefined ? null : protectField(body.mobile), created_at: iso(now) });
  return { id: row.id, fund_id: body.fund_id, detail: row.repeated ? SUPPORT_TEXTS.reservedBefore : SUPPORT_TEXTS.reserved, created_at: isoOf(row.created_at), repeated: row.repeated };
}

/** A guest or an untested user shakes among the lowest-risk funds (level 1). */
export async function shakeNext(db: Kysely<DB>, userId: number | null, now: Date): Promise<Wire.FundRow> {
  const level = userId === null ? 1 : Math.max(1, (await suitabilityOf(db, userId, now)).userLevel);
  const count = await countShakeCandidates(db, level);
  if (count === 0) throw detailError(404, SUPPORT_TEXTS.noShakeFund);
  const pick = await shakeCandidateAt(db, level, randomInt(0, count));
  const fund = pick ? await findFund(db, pick.symbol) : undefined;
  if (!fund) throw detailError(404, SUPPORT_TEXTS.noShakeFund);
  return toFundRow(fund);
}

export async function faqFeedback(db: Kysely<DB>, userId: number | null, body: { question?: string; useful?: boolean; content?: string }, now: Date): Promise<{ detail: string }> {
  const content = body.content?.trim() ?? '';
  if (body.useful === undefined && content === '') throw new ApiError(400, { content: [SUPPORT_TEXTS.feedbackEmpty] });
  await insertFeedback(db, { user_id: userId, question: body.question ?? '', useful: body.useful ?? null, content, created_at: iso(now) });
  return { detail: SUPPORT_TEXTS.feedbackThanks };
}

export async function idfaCallback(db: Kysely<DB>, suffix: string, idfa: string, now: Date): Promise<{ detail: string; channel: string; first: boolean }> {
  const channel = idfaChannelOf(suffix);
  const first = await recordIdfa(db, channel, idfa.trim().toUpperCase(), iso(now));
  return { detail: first ? SUPPORT_TEXTS.callbackRecorded : SUPPORT_TEXTS.callbackRepeated, channel, first };
}
