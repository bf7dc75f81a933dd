// Finds the funds an utterance names: a 6-digit code, or a name typed in part, abbreviated or with a typo,
// matched against the catalogue the caller passes in.
import type { CatalogueFund } from './assistant-intents';

const CODE = /(?<!\d)(\d{6})(?!\d)/g;
// Words every fund name shares: they say nothing about which fund is meant.
const GENERIC = ['演示', '基金', '现金宝', '混合型', '股票型', '债券型', '指数型', '联接', '发起式', '证券投资', '精选'];
// Words many names share: alone they do not pick a fund (资产 in 核心资产, 稳健 in 稳健型).
const COMMON = new Set(['资产', '稳健', '成长', '核心', '健康', '医疗', '收益', '价值', '配置', '创新', '优选', '红利', '消费', '科技', '制造', '先进', '中小', '指数', '股票', '混合', '债券', '货币', '新兴', '灵活', '增强', '回报', '行业', '主题', '优势', '品质', '生活', '数字', '经济', '绿色', '发展', '安心', '日日', '天天', '活期', '增利', '聚财', '添利', '策略', '量化', '中证', '沪深', '上证', '深证']);
const SHARE_CLASS = /[abceh]$/i;
/** The shortest run of name characters that counts as naming a fund. */
const MIN_RUN = 2;

function core(name: string): string {
  let x = name.toLowerCase();
  for (const g of GENERIC) x = x.split(g).join('');
  return x.replace(SHARE_CLASS, '');
}

interface Run {
  piece: string;
  /** Where the run starts in the text. */
  at: number;
}

/** The longest run of the name found in the text, allowing one changed character (a typo) in runs of 4+. */
function bestRun(name: string, text: string): Run | null {
  let best: Run | null = null;
  for (let i = 0; i < name.length; i += 1) {
    for (let j = name.length; j - i > (best?.piece.length ?? 0) && j - i >= MIN_RUN; j -= 1) {
      const piece = name.slice(i, j);
      const exact = text.indexOf(piece);
      const at = exact !== -1 ? exact : piece.length >= 4 ? withOneTypo(piece, text) : -1;
      if (at !== -1) {
        best = { piece, at };
        break;
      }
    }
  }
  return best;
}

/** Where the piece stands in the text with one character inside it mistyped (its ends must match). */
function withOneTypo(piece: string, text: string): number {
  const last = piece.length - 1;
  for (let k = 0; k + piece.length <= text.length; k += 1) {
    if (piece[0] !== text[k] || piece[last] !== text[k + last]) continue;
    let diff = 0;
    for (let c = 1; c < last && diff <= 1; c += 1) if (piece[c] !== text[k + c]) diff += 1;
    if (diff <= 1) return k;
  }
  return -1;
}

interface Scored {
  fund: CatalogueFund;
  score: number;
  at: number;
  piece: string;
  classTyped: boolean;
}

function scoreName(fund: CatalogueFund, text: string, families: readonly string[]): Scored | null {
  const name = core(fund.name);
  if (name.length < MIN_RUN) return null;
  const found = bestRun(name, text);
  if (found === null) return null;
  const run = found.piece.length;
  // A run must cover 40% of the name (泰和核心资产), or be a piece only one family of names has (白酒, 中欧).
  const needed = Math.min(name.length, Math.max(MIN_RUN, Math.ceil(name.length * 0.4)));
  if (run < needed && (COMMON.has(found.piece) || families.filter((f) => f.includes(found.piece)).length !== 1)) return null;
  const classMatch = SHARE_CLASS.exec(fund.name)?.[0].toLowerCase();
  // The share class letter typed after the name picks A or C; otherwise A (the usual default) wins a tie.
  const classTyped = classMatch !== undefined && new RegExp(`[^a-z]${classMatch}(?![a-z])`).test(text);
  const bonus = classTyped ? 0.5 : classMatch === 'a' ? 0.1 : 0;
  return { fund, score: run + run / name.length + bonus, at: found.at, piece: found.piece, classTyped };
}

/**
 * Funds the text names, in the order they appear (codes and names), and the text left once their codes and
 * names are blanked (so 沪深300 is not read as 300 yuan).
 */
export function matchFunds(input: string, catalogue: readonly CatalogueFund[]): { funds: CatalogueFund[]; rest: string } {
  const text = input.toLowerCase();
  const found: { fund: CatalogueFund; at: number }[] = [];
  const bySymbol = new Map(catalogue.map((f) => [f.symbol, f]));
  // Only a code of the catalogue is a fund: "100000" beside one is an amount.
  let rest = text.replace(CODE, (code: string, _g: string, at: number) => {
    const fund = bySymbol.get(code);
    if (!fund) return code;
    found.push({ fund, at });
    return ' '.repeat(code.length);
  });
  // A family is a name without its share class: 白酒A and 白酒C are one.
  const families = [...new Set(catalogue.map((f) => core(f.name)))];
  // Each pass takes the best named fund and blanks its words, so "A和B比较" finds both.
  for (let pass = 0; pass < 3; pass += 1) {
    let best: Scored | null = null;
    for (const fund of catalogue) {
      if (found.some((f) => f.fund.symbol === fund.symbol)) continue;
      const s = scoreName(fund, rest, families);
      // A second class of a family already found (白酒C after 白酒A) only when its letter is typed.
      const sameFamily = s !== null && found.some((f) => core(f.fund.name) === core(fund.name));
      if (sameFamily && !s.classTyped) continue;
      if (s && (best === null || s.score > best.score)) best = s;
    }
    if (best === null) break;
    found.push({ fund: best.fund, at: best.at });
    rest = rest.slice(0, best.at) + ' '.repeat(best.piece.length) + rest.slice(best.at + best.piece.length);
  }
  return { funds: found.sort((a, b) => a.at - b.at).map((f) => f.fund), rest };
}

export function fundsIn(text: string, catalogue: readonly CatalogueFund[]): CatalogueFund[] {
  return matchFunds(text, catalogue).funds;
}
