// The search box: what counts as a term worth sending, and how long typing must pause before suggesting.

/** The contract's longest q. */
export const SEARCH_TERM_MAX = 64;

/** Suggestions are asked for once typing pauses this long, not on every key. */
export const SEARCH_SUGGEST_DELAY_MS = 300;

/** The term to send: trimmed and cut to the contract's length; null when nothing is left. */
export function searchTerm(text: string): string | null {
  const term = text.trim().slice(0, SEARCH_TERM_MAX).trim();
  return term === '' ? null : term;
}
