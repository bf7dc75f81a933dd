// The rule that keeps a model honest: every number in its text must appear in what the tools returned.
// Numbers are compared as values (1,234.50 = 1234.5), so formatting differences are not taken for invention.

const NUMBER = /-?\d[\d,]*(?:\.\d+)?/g;

function canonical(raw: string): string {
  const plain = raw.replace(/,/g, '');
  if (!plain.includes('.')) return plain.replace(/^(-?)0+(?=\d)/, '$1');
  return plain.replace(/0+$/, '').replace(/\.$/, '').replace(/^(-?)0+(?=\d)/, '$1');
}

/** The numbers written in a text, canonical ('1,000.00' -> '1000'). */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => canonical(m[0]));
}

/**
 * The figures of `answer` found in none of the tool results. Small counting words (1 to 12: "2只基金",
 * "第1笔") are let through; a date's parts are checked like any other number.
 */
export function unbackedFigures(answer: string, toolResults: readonly string[]): string[] {
  const known = new Set<string>();
  for (const r of toolResults) for (const n of figuresIn(r)) {
    known.add(n);
    // A signed figure may be written without its sign ("跌了1.23%").
    known.add(n.replace(/^-/, ''));
  }
  return figuresIn(answer).filter((n) => {
    const bare = n.replace(/^-/, '');
    if (/^\d+$/.test(bare) && Number(bare) <= 12) return false;
    return !known.has(n) && !known.has(bare);
  });
}
