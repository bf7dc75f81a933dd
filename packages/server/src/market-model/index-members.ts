// Which demo stocks make up each demo index: by exchange, board, sector or size rank. Used by the seed
// (index funds hold their index's stocks) and by the index reads (constituents and their analysis).
export interface MemberCandidate {
  id: number;
  exchange: number;
  code: string;
  sectorCode: string;
  /** Market value, any consistent unit. */
  cap: number;
}

interface MemberRule {
  exchange?: number;
  codePrefix?: string;
  sectors?: readonly string[];
  /** A slice of all stocks ranked by market value, 1-based inclusive. */
  ranks?: readonly [number, number];
}

const RULES: Readonly<Record<string, MemberRule>> = {
  SH000001: { exchange: 2 },
  SZ399001: { exchange: 1 },
  SZ399006: { codePrefix: '30' },
  SH000300: { ranks: [1, 30] },
  SH000905: { ranks: [21, 50] },
  SH000852: { ranks: [41, 60] },
  SH000016: { exchange: 2, ranks: [1, 15] },
  SH000688: { sectors: ['semiconductor', 'tech'] },
  SH000922: { sectors: ['dividend', 'finance'] },
  SH000932: { sectors: ['consumer', 'liquor'] },
  SZ399989: { sectors: ['medical'] },
  SZ399975: { sectors: ['finance'] },
};

/** The index's members, largest first; empty for an index without a rule. */
export function indexMembers<T extends MemberCandidate>(indexSymbol: string, stocks: readonly T[]): T[] {
  const rule = RULES[indexSymbol];
  if (!rule) return [];
  let ranked = [...stocks].sort((a, b) => b.cap - a.cap || a.id - b.id);
  if (rule.exchange !== undefined) ranked = ranked.filter((s) => s.exchange === rule.exchange);
  if (rule.codePrefix !== undefined) ranked = ranked.filter((s) => s.code.startsWith(rule.codePrefix ?? ''));
  if (rule.sectors) ranked = ranked.filter((s) => rule.sectors?.includes(s.sectorCode));
  if (rule.ranks) ranked = ranked.slice(rule.ranks[0] - 1, rule.ranks[1]);
  return ranked;
}
