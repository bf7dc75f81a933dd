// The API base baked into a build. H5 is served by the reference server, so '' (same origin) works;
// a mini program has no origin and the runtime refuses relative URLs, so its default is the local
// reference server `npm start` runs (reachable from the developer tools with domain checks off).
export const LOCAL_API_BASE = 'http://127.0.0.1:8080';

export function apiBaseFor(platform: string | undefined, configured: string | undefined): string {
  if (configured !== undefined && configured.trim() !== '') return configured.trim().replace(/\/+$/, '');
  return platform === 'h5' ? '' : LOCAL_API_BASE;
}
