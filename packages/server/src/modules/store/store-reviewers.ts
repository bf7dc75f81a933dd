// Who may review store applications in any mode: STORE_REVIEWER_IDS, a comma list of user ids. Fail closed:
// unset, empty or any malformed entry means nobody, so a typo never opens the review calls to everyone.

export function storeReviewerIds(env: NodeJS.ProcessEnv = process.env): ReadonlySet<number> {
  const text = env.STORE_REVIEWER_IDS?.trim() ?? '';
  if (text === '') return new Set();
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[1-9]\d{0,8}$/.test(p))) return new Set();
  return new Set(parts.map(Number));
}
