// The numeric id a page was opened with (/accounts/funds/{id}/ ...), or null when it is missing or not a number.
export function routeId(params: Record<string, string | undefined>, name = 'id'): number | null {
  const raw = params[name];
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) return null;
  return Number(raw);
}
