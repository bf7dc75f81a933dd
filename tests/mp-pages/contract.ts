// The strict-URL rule of the fake runtime: a request must be absolute, go to the build's API base and name a
// call of core's contract (method and path), as the mini-program runtime and the reference server require.
import { API, API_BASE_PATH } from '@fund/core/api';
import { accountExtrasContract } from '@fund/core/account';

interface CompiledCall {
  name: string;
  method: string;
  re: RegExp;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The inventory's calls and the account calls beyond it (CSRF token, slider, one card, private-fund risk).
const EXTRAS = Object.entries(accountExtrasContract as unknown as Record<string, { method: string; path: string }>).map(([key, r]) => ({ name: `accountExtras.${key}`, method: r.method, path: r.path }));

// '{param}' is one path segment; the inventory's one wildcard ('…/callback*') takes a word-and-slash suffix.
const CALLS: CompiledCall[] = [...API, ...EXTRAS].map((entry) => {
  const body = entry.path
    .split(/(\{\w+\}|\*$)/)
    .map((part) => (part === '*' ? '[\\w/-]*' : /^\{\w+\}$/.test(part) ? '[^/]+' : escape(part)))
    .join('');
  return { name: entry.name, method: entry.method.toUpperCase(), re: new RegExp(`^${body}$`) };
});

export type RequestVerdict = { ok: true; call: string; path: string } | { ok: false; reason: string };

/** Whether a request URL is one the real runtime sends and the contract names, and the call it is. */
export function checkRequest(url: string, method: string, apiBase: string): RequestVerdict {
  if (!/^https?:\/\//.test(url)) return { ok: false, reason: `relative URL (the mini-program runtime refuses it): ${url}` };
  const prefix = apiBase + API_BASE_PATH;
  if (!url.startsWith(`${prefix}/`)) return { ok: false, reason: `not under the build's API base ${prefix}: ${url}` };
  const path = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
  const verb = method.toUpperCase();
  const call = CALLS.find((c) => c.method === verb && c.re.test(path));
  if (!call) return { ok: false, reason: `not in core's API contract: ${verb} ${path}` };
  return { ok: true, call: call.name, path };
}
