// Specificity decides which route a URL opens when several patterns match it ('/s/new/' must not be read as a
// fund code). The order is: at the first segment where two patterns differ in kind, literal < word with a
// param < param; when one pattern's kinds are the start of the other's, the shorter first.
import fc from 'fast-check';
import { compareSpecificity, compilePattern } from './pattern-match';

const SEGMENTS = { literal: 'buy', mixed: 'funds_{type}', param: '{id}' } as const;
type Kind = keyof typeof SEGMENTS;
const RANK: Record<Kind, number> = { literal: 0, mixed: 1, param: 2 };

function reference(a: Kind[], b: Kind[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const diff = RANK[a[i]!] - RANK[b[i]!];
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

const pattern = (kinds: Kind[]) => compilePattern(`/${kinds.map((k) => SEGMENTS[k]).join('/')}/`);
const kinds = fc.array(fc.constantFrom<Kind>('literal', 'mixed', 'param'), { maxLength: 6 });

it('orders any two patterns as the rule says', () => {
  fc.assert(
    fc.property(kinds, kinds, (a, b) => Math.sign(compareSpecificity(pattern(a), pattern(b))) === Math.sign(reference(a, b))),
    { numRuns: 500 },
  );
});

it('puts a literal word before a param at the same place, and a pattern before its own extension', () => {
  expect(compareSpecificity(compilePattern('/s/new/'), compilePattern('/s/{symbol}/'))).toBeLessThan(0);
  expect(compareSpecificity(compilePattern('/s/{symbol}/'), compilePattern('/s/{symbol}/buy/'))).toBeLessThan(0);
  expect(compareSpecificity(compilePattern('/symbols/funds_{type}/'), compilePattern('/symbols/{id}/'))).toBeLessThan(0);
  expect(compareSpecificity(compilePattern('/a/{x}/'), compilePattern('/b/{y}/'))).toBe(0);
});
