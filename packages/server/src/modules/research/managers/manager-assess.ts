// The manager assessment: three questions (what matters most, which fund type, how much experience);
// the chosen options pick and rank in-post managers. Option ids are unique across the questions.
import { FundSubtype, fundSubtypeText } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { validationFailed } from '../../../http/api-error';
import { toManager } from './manager-mapper';
import { assessedManagers } from './managers-repo';

export const BAD_OPTION_MESSAGE = '请选择有效的选项';
const RESULT_SIZE = 10;

type ScoreKey = 'profitability' | 'anti_risk' | 'stability' | 'stock_selection';
const FOCUS: Readonly<Record<number, [string, ScoreKey]>> = { 11: ['收益能力', 'profitability'], 12: ['抗风险能力', 'anti_risk'], 13: ['业绩稳定性', 'stability'], 14: ['选股能力', 'stock_selection'] };
/** Option id -> the subtype whose name managers list among the types they are good at. */
const TYPE_SUBTYPES: Readonly<Record<number, FundSubtype>> = { 21: FundSubtype.Stock, 22: FundSubtype.Mixed, 23: FundSubtype.Bond, 24: FundSubtype.Index };
const TYPES: Readonly<Record<number, string>> = Object.fromEntries(Object.entries(TYPE_SUBTYPES).map(([id, subtype]) => [id, fundSubtypeText(subtype)]));
const YEARS: Readonly<Record<number, [string, number]>> = { 31: ['3年以上', 3], 32: ['5年以上', 5], 33: ['10年以上', 10] };

export const ASSESS_QUESTIONS: Wire.RiskQuestion[] = [
  { id: 1, title: '您最看重基金经理的哪方面能力？', options: Object.entries(FOCUS).map(([id, [title]]) => ({ id: Number(id), title })) },
  { id: 2, title: '您偏好哪类基金？', options: Object.entries(TYPES).map(([id, title]) => ({ id: Number(id), title })) },
  { id: 3, title: '您希望基金经理的从业年限是？', options: Object.entries(YEARS).map(([id, [title]]) => ({ id: Number(id), title })) },
];

function parseOptions(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [];
  const ids = text.split(',').map((t) => Number(t.trim()));
  if (ids.some((id) => !Number.isInteger(id) || !(id in FOCUS || id in TYPES || id in YEARS))) throw validationFailed({ options: [BAD_OPTION_MESSAGE] });
  return ids;
}

export async function assess(db: Kysely<DB>, optionsText: string | undefined): Promise<Wire.ManagersAssessAnswer> {
  const ids = parseOptions(optionsText);
  const focus = ids.map((id) => FOCUS[id]).find((f) => f !== undefined) ?? FOCUS[11];
  const type = ids.map((id) => TYPES[id]).find((t) => t !== undefined);
  const years = ids.map((id) => YEARS[id]).find((y) => y !== undefined);
  const rows = await assessedManagers(db, type, years?.[1], focus?.[1] ?? 'profitability', RESULT_SIZE);
  return {
    options: ids,
    tags: [focus?.[0], type, years?.[0]].filter((t): t is string => t !== undefined),
    managers: rows.map(toManager),
  };
}
