// Answer schemas of the support calls: notice marks, private-fund reservations, the shake, FAQ feedback and ad callbacks.
import type { Infer } from '../../api/schema';
import { w } from '../../api/contract/answer-fields';
import type { FundRow } from '../../api/contract/entities';

export const supportOk = w.object({ detail: w.text() });

/** Whether the user has read the notice named by `code` (a fund's trade notice, a risk disclosure …). */
export const noticeMark = w.object({ code: w.text(), marked: w.bool(), marked_at: w.maybe(w.dateTime()) });

/** A private-fund reservation: an adviser calls back; asking twice keeps the first. */
export const fundReservation = w.object({ id: w.int(), fund_id: w.int(), detail: w.text(), created_at: w.dateTime(), repeated: w.bool() });

/** The shake's fund: a fund row the user's risk level allows. */
export const shakeFund = w.entity<FundRow>();

/** An ad callback: recorded the first time, acknowledged again without a second row. */
export const idfaRecorded = w.object({ detail: w.text(), channel: w.text(), first: w.bool() });

export type NoticeMark = Infer<typeof noticeMark>;
export type FundReservation = Infer<typeof fundReservation>;
