// Where a page's back button leads: the remembered page of its slot (spec: back navigation), going back
// in the page stack when that page is the one underneath, else opening it; with nothing remembered, '/'.
import { BACK_FALLBACK_PATH } from '../ui/timing';
import { backSlotFor, type BackMemory } from './back-navigation';
import { splitUrl } from './url-parts';

export type BackStep = { kind: 'pop' } | { kind: 'open'; url: string };

function samePage(a: string, b: string): boolean {
  const pa = splitUrl(a);
  const pb = splitUrl(b);
  return pa !== null && pb !== null && pa.path === pb.path;
}

/**
 * `current` is the spec URL on screen, `previous` the one underneath it in the page stack (null when the
 * page was opened directly, e.g. typed into the browser).
 */
export function backStep(memory: BackMemory, current: string, previous: string | null): BackStep {
  const target = backSlotFor(current) === null ? previous ?? BACK_FALLBACK_PATH : memory.backUrl(current);
  if (previous !== null && samePage(previous, target)) return { kind: 'pop' };
  return { kind: 'open', url: target };
}
