// Taro's H5 router.customRoutes from the route table: each page answers its spec URLs (and their aliases), so
// the address bar shows /accounts/trade_password/change/ and /s/000001/, and a copied link opens the same page.
import { compareSpecificity, type CompiledPattern } from './pattern-match';
import { MATCHERS, ROUTES, type RouteMatcher } from './route-table';

// Taro's H5 router matches these with path-to-regexp 6 (through universal-router): ':name(regex)' is a path
// param, a trailing slash is optional, and the first route in page order that matches wins. Core's matcher
// prefers a literal segment to a param at the first place two patterns differ, whatever their order; so a
// param that a more specific pattern outranks refuses, by a lookahead, the rest of the path that pattern matches.

const SEGMENT_TEXT = '[^/#?]+?';

type Segment = CompiledPattern['segments'][number];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A segment as a plain regex (for a lookahead), params as any segment text. */
function segmentRegex(segment: Segment): string {
  if (segment.kind === 'literal') return escapeRegex(segment.text);
  if (segment.kind === 'param') return SEGMENT_TEXT;
  return segment.regex.source.slice(1, -1).replace(/\(\.\+\?\)/g, SEGMENT_TEXT);
}

/** Whether some path could match both patterns (same length, no two different literals at one place). */
function overlaps(a: CompiledPattern, b: CompiledPattern): boolean {
  if (a.segments.length !== b.segments.length) return false;
  return a.segments.every((sa, i) => {
    const sb = b.segments[i];
    if (sa.kind === 'literal' && sb?.kind === 'literal') return sa.text === sb.text;
    if (sa.kind === 'literal' && sb?.kind === 'mixed') return sb.regex.test(sa.text);
    if (sa.kind === 'mixed' && sb?.kind === 'literal') return sa.regex.test(sb.text);
    return true;
  });
}

/** The first place two patterns differ in kind: where core's matcher decides between them. */
function firstDifference(a: CompiledPattern, b: CompiledPattern): number {
  return a.segments.findIndex((segment, i) => segment.kind !== b.segments[i]?.kind);
}

/** For each segment of `own`, the rests of the more specific patterns that must not match from there. */
function refusals(own: RouteMatcher): string[][] {
  const found: string[][] = own.compiled.segments.map(() => []);
  for (const other of MATCHERS) {
    if (other.route === own.route || !overlaps(own.compiled, other.compiled)) continue;
    if (compareSpecificity(other.compiled, own.compiled) >= 0) continue;
    const at = firstDifference(own.compiled, other.compiled);
    if (at === -1) continue;
    const rest = other.compiled.segments.slice(at).map(segmentRegex).join('\\/');
    found[at]?.push(rest);
  }
  return found;
}

/** ':name', or ':name(regex)' when it must refuse something or a word follows it in the segment. */
function paramText(name: string, refused: readonly string[], explicit: boolean): string {
  if (refused.length === 0 && !explicit) return `:${name}`;
  const guard = refused.length === 0 ? '' : `(?!(?:${refused.join('|')})\\/?$)`;
  return `:${name}(${guard}${SEGMENT_TEXT})`;
}

/** The matcher's pattern in path-to-regexp syntax, without the trailing slash (path-to-regexp makes it optional). */
export function routerPath(matcher: RouteMatcher): string {
  const refused = refusals(matcher);
  const { segments, paramNames } = matcher.compiled;
  let param = 0;
  const parts = segments.map((segment, i) => {
    if (segment.kind === 'literal') return segment.text;
    if (segment.kind === 'param') return paramText(paramNames[param++] ?? '', refused[i] ?? [], false);
    // A param inside a word (funds_{type}): the words around it stay literal.
    const pieces = matcher.compiled.pattern.split('/').filter((s) => s !== '')[i] ?? '';
    return pieces.replace(/\{(\w+)\}/g, () => paramText(paramNames[param++] ?? '', refused[i] ?? [], true));
  });
  return `/${parts.join('/')}`;
}

/**
 * router.customRoutes for Taro's H5 build: page path -> the paths that open it, the canonical pattern's first.
 * A pattern without params comes as the spec writes it (Taro shows the first path when it navigates by page
 * path, as the tab bar does), then in router form; param patterns only in router form (the app navigates to
 * their filled-in spec URLs).
 */
export function h5CustomRoutes(): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  for (const route of ROUTES) {
    const matchers = MATCHERS.filter((m) => m.route === route).sort((a, b) => Number(b.compiled.pattern === route.pattern) - Number(a.compiled.pattern === route.pattern));
    const paths = matchers.flatMap((m) => (m.compiled.paramNames.length === 0 ? [m.compiled.pattern, routerPath(m)] : [routerPath(m)]));
    routes[`/${route.page}`] = [...new Set(paths)];
  }
  return routes;
}
