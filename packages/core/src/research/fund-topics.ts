// Fund topics (/symbols/funds/topics/): the topic list of /symbols/funds/introduction/ and one topic,
// by its code, on /symbols/funds/opinions/?name=. The answers are open-ended JSON, read field by field.
import type { JsonObject } from '../api/contract/entities/common-types';
import type { FundRow } from '../api/contract/entities';
import { jsonInt, jsonObjects, jsonText, type JsonSource } from '../market/market-json';

export interface FundTopicSummary {
  code: string;
  name: string;
  description: string;
  fundsCount: number | null;
}

export interface FundTopic {
  name: string;
  description: string;
  funds: FundRow[];
}

function summary(row: JsonObject): FundTopicSummary | null {
  const code = jsonText(row, 'code');
  const name = jsonText(row, 'name');
  return code !== null && name !== null ? { code, name, description: jsonText(row, 'description') ?? '', fundsCount: jsonInt(row, 'funds_count') } : null;
}

export function readFundTopics(answer: JsonSource | null | undefined): FundTopicSummary[] {
  return jsonObjects(answer, 'results').flatMap((r) => summary(r) ?? []);
}

/** A fund row needs at least its symbol and name to be listed and opened. */
function isFundRow(row: JsonObject): boolean {
  return typeof row.symbol === 'string' && typeof row.abbr_name === 'string';
}

/** The fund rows under a key of an open-ended answer (topics, style info): the list call's rows, mapped alike by the server. */
export function jsonFundRows(answer: JsonSource | null | undefined, key: string): FundRow[] {
  return jsonObjects(answer, key).filter(isFundRow) as unknown as FundRow[];
}

export function readFundTopic(answer: JsonSource | null | undefined): FundTopic {
  return {
    name: jsonText(answer, 'name') ?? '',
    description: jsonText(answer, 'description') ?? '',
    funds: jsonFundRows(answer, 'funds'),
  };
}

export function fundTopicUrl(code: string): string {
  return `/symbols/funds/opinions/?name=${encodeURIComponent(code)}`;
}
