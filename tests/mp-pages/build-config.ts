// What the runtime reads from the build's JSON before any page runs: the preloadRule (every rule on a page of
// the build, naming subpackages it has, within WeChat's 2 MB of preload per page, measured on the built
// folders) and each page's navigation bar title.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const PRELOAD_MAX_BYTES = 2 * 1024 * 1024;

interface AppJson {
  pages: string[];
  subPackages?: { root: string; name?: string; pages: string[] }[];
  preloadRule?: Record<string, { network?: string; packages: string[] }>;
}

function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const full = path.join(dir, name);
    const st = statSync(full);
    return sum + (st.isDirectory() ? folderBytes(full) : st.size);
  }, 0);
}

/** Every page the build declares (app.json): main package and each subpackage's. */
export function buildPageList(dist: string): string[] {
  const app = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8')) as AppJson;
  return [...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root.replace(/\/$/, '')}/${p}`))];
}

/** Problems with the build's preloadRule; none when it is sound (or absent). */
export function preloadProblems(dist: string): string[] {
  const app = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8')) as AppJson;
  const subs = app.subPackages ?? [];
  const allPages = new Set([...app.pages, ...subs.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]);
  const problems: string[] = [];
  for (const [page, rule] of Object.entries(app.preloadRule ?? {})) {
    if (!allPages.has(page)) problems.push(`preloadRule on ${page}, which the build does not have`);
    let bytes = 0;
    for (const pkg of rule.packages) {
      const sub = subs.find((s) => s.root === pkg || s.name === pkg);
      if (!sub) problems.push(`preloadRule of ${page} names ${pkg}, not a subpackage of the build`);
      else bytes += folderBytes(path.join(dist, sub.root));
    }
    if (bytes > PRELOAD_MAX_BYTES) problems.push(`preloadRule of ${page} preloads ${(bytes / 1024).toFixed(0)} KB, over the 2 MB a page may preload`);
  }
  return problems;
}

/** Pages of the build whose page JSON gives no navigationBarTitleText (the bar would show nothing). */
export function titleProblems(dist: string): string[] {
  const app = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8')) as AppJson;
  const pages = [...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))];
  return pages.flatMap((page) => {
    const json = JSON.parse(readFileSync(path.join(dist, `${page}.json`), 'utf8')) as { navigationBarTitleText?: unknown };
    return typeof json.navigationBarTitleText === 'string' && json.navigationBarTitleText.trim() !== '' ? [] : [`${page} has no navigationBarTitleText`];
  });
}
