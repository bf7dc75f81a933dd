// The device's diagnosis lists over platform storage: the list by fund code and the history by source fund.
import { createDiagnosisHistory, createDiagnosisList, createGuestDiagnosisCounter } from '@fund/core/storage';
import type { Wire } from '@fund/core/api';
import { storage } from '@/platform';

export const diagnosisList = createDiagnosisList(storage);
export const diagnosisHistory = createDiagnosisHistory(storage);
export const guestDiagnosisCounter = createGuestDiagnosisCounter(storage);

/** Remembers a diagnosis shown on this device in both lists. */
export function rememberDiagnosis(symbol: string, d: Wire.FundDiagnosis): void {
  const name = d.abbr_name ?? symbol;
  diagnosisList.add({ code: symbol, name, score: d.score, analyse_date: d.analyse_date });
  diagnosisHistory.add({ source_fund_symbol: d.source_fund_symbol ?? symbol, name, score: d.score, id: d.id, analyse_date: d.analyse_date });
}
