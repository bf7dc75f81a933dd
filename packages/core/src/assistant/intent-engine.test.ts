import { understand } from './intent-engine';
import { CASE_CATALOGUE, CASE_TODAY, INTENT_CASES, type IntentCase } from './intent-cases.fixture';

const ctx = { catalogue: CASE_CATALOGUE, today: CASE_TODAY };

function misses(c: IntentCase): string[] {
  const got = understand(c.text, ctx);
  const out: string[] = [];
  const check = (what: string, want: unknown, have: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(have)) out.push(`${what}: want ${JSON.stringify(want)} got ${JSON.stringify(have)}`);
  };
  check('intent', c.intent, got.intent);
  check('funds', c.funds ?? [], got.slots.funds.map((f) => f.symbol));
  check('amount', c.amount ?? null, got.slots.amount);
  check('period', c.period ?? null, got.slots.period);
  check('date', c.date ?? null, got.slots.date);
  if (c.intent === 'faq') check('faq', c.faq ?? null, got.slots.faq);
  if (c.why !== undefined) check('why', c.why, got.slots.why);
  return out;
}

describe('the embedded intent engine on the test set', () => {
  it('has at least 150 utterances, each once', () => {
    expect(INTENT_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(INTENT_CASES.map((c) => c.text)).size).toBe(INTENT_CASES.length);
  });

  it('gets intent and every slot right on at least 95% of them', () => {
    const failed = INTENT_CASES.map((c) => ({ text: c.text, misses: misses(c) })).filter((r) => r.misses.length > 0);
    const score = (INTENT_CASES.length - failed.length) / INTENT_CASES.length;
    // The misses are printed so a regression names its utterances.
    if (score < 0.95) console.log(failed.map((f) => `${f.text}: ${f.misses.join('; ')}`).join('\n'));
    expect(score).toBeGreaterThanOrEqual(0.95);
  });
});

describe('sell-fee questions', () => {
  it('every sell-fee case of the set is understood, fund and all', () => {
    const cases = INTENT_CASES.filter((c) => c.intent === 'sell_fee');
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(cases.flatMap(misses)).toEqual([]);
  });

  it('a question whether to sell stays advice, and a buy fee stays a buy fee', () => {
    expect(understand('我该卖掉易方达中小盘吗', ctx).intent).toBe('advice');
    expect(understand('000001买一万手续费多少', ctx).intent).toBe('buy_fee');
  });
});
