// Compiles a spec URL pattern ('/s/{symbol}/buy/', '/symbols/funds_{type}/') into a matcher and a filler.
import { decodeComponent, encodeComponent, setOwn } from './url-parts';

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'mixed'; regex: RegExp; names: readonly string[] };

export interface CompiledPattern {
  pattern: string;
  segments: readonly Segment[];
  /** Path parameter names in pattern order. */
  paramNames: readonly string[];
  /** Each segment's rank (literal 0, mixed 1, param 2) as a digit: compared as strings, the specificity order. */
  specificity: string;
}

const PARAM = /\{(\w+)\}/g;

const RANK = { literal: 0, mixed: 1, param: 2 } as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileSegment(source: string): Segment {
  // Most segments are plain words: no regex work for them (the app compiles ~200 patterns as it starts).
  if (!source.includes('{')) return { kind: 'literal', text: source };
  const whole = /^\{(\w+)\}$/.exec(source);
  if (whole?.[1] !== undefined) return { kind: 'param', name: whole[1] };
  const names = Array.from(source.matchAll(PARAM), (m) => m[1] ?? '');
  if (names.length === 0) return { kind: 'literal', text: source };
  const regex = new RegExp(`^${source.split(PARAM).map((part, i) => (i % 2 === 0 ? escapeRegex(part) : '(.+?)')).join('')}$`);
  return { kind: 'mixed', regex, names };
}

/** Splits a path into segments; a trailing slash is optional, other empty segments make it unmatchable (null). */
function pathSegments(path: string): string[] | null {
  const parts = path.split('/').slice(1);
  if (parts[parts.length - 1] === '') parts.pop();
  return parts.includes('') ? null : parts;
}

export function compilePattern(pattern: string): CompiledPattern {
  const segments = (pathSegments(pattern) ?? []).map(compileSegment);
  const paramNames = segments.flatMap((s) => (s.kind === 'param' ? [s.name] : s.kind === 'mixed' ? [...s.names] : []));
  return { pattern, segments, paramNames, specificity: segments.map((s) => RANK[s.kind]).join('') };
}

/** Matches a path (raw, percent-encoded) and returns decoded path params, or null. */
export function matchPath(compiled: CompiledPattern, path: string): Record<string, string> | null {
  const parts = pathSegments(path);
  if (parts === null || parts.length !== compiled.segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    const segment = compiled.segments[i];
    if (segment === undefined) return null;
    if (segment.kind === 'literal') {
      if (part !== segment.text) return null;
    } else if (segment.kind === 'param') {
      setOwn(params, segment.name, decodeComponent(part));
    } else {
      const found = segment.regex.exec(part);
      if (found === null) return null;
      segment.names.forEach((name, k) => setOwn(params, name, decodeComponent(found[k + 1] ?? '')));
    }
  }
  return params;
}

/** Writes the pattern with its params percent-encoded; null when a path param is missing or empty. */
export function fillPattern(compiled: CompiledPattern, params: Readonly<Record<string, string | undefined>>): string | null {
  const valueOf = (name: string): string | null => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined || value === '' ? null : encodeComponent(value);
  };
  if (compiled.paramNames.some((name) => valueOf(name) === null)) return null;
  return compiled.pattern.replace(PARAM, (_whole, name: string) => valueOf(name) ?? '');
}

/**
 * Orders patterns so that a literal segment beats a parameter at the first place they differ, and a shorter
 * pattern comes first when one is the start of the other: exactly how strings of rank digits compare.
 */
export function compareSpecificity(a: CompiledPattern, b: CompiledPattern): number {
  return a.specificity < b.specificity ? -1 : a.specificity > b.specificity ? 1 : 0;
}
