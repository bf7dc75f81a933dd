import Taro, { usePageNotFound } from '@tarojs/taro';
import { NOT_FOUND_PAGE } from '@fund/core/navigation';

/** The page an address no page answers opens, with the address, so it can tell a coming-soon route apart. */
export function notFoundUrl(path: string): string {
  return `/${NOT_FOUND_PAGE}?from=${encodeURIComponent(path)}`;
}

/**
 * For the app component: every platform (Taro's H5 router included) reports an address it has no page for
 * through onPageNotFound; relaunching to the dead-end page means no address ever shows a blank screen.
 */
export function useNotFoundFallback(): void {
  usePageNotFound(({ path }) => void Taro.reLaunch({ url: notFoundUrl(path) }));
}
