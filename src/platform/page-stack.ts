import Taro from '@tarojs/taro';
import { parsePageUrl, specUrlFor } from '@fund/core/navigation';

// The spec URL of the page under the current one: where a flow returns when it is done ("back to where
// the user came from"). Null when the current page was opened directly.
export function previousSpecUrl(): string | null {
  const pages = Taro.getCurrentPages();
  const below = pages[pages.length - 2] as { route?: string; options?: Record<string, string | undefined> } | undefined;
  if (!below?.route) return null;
  const { page } = parsePageUrl(`/${below.route}`);
  const params = Object.fromEntries(
    Object.entries(below.options ?? {}).map(([key, value]) => {
      try {
        return [key, value === undefined ? undefined : decodeURIComponent(value)];
      } catch {
        return [key, value];
      }
    }),
  );
  return specUrlFor(page, params);
}
