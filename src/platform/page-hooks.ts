import { pageUrlFor, shareSubjectOf, shareTitle } from '@fund/core/navigation';
import { useOwnPageParams } from './page-params';
import Taro, {
  useDidShow as taroUseDidShow,
  useDidHide as taroUseDidHide,
  useLoad as taroUseLoad,
  usePullDownRefresh as taroUsePullDownRefresh,
  useReachBottom as taroUseReachBottom,
  useRouter as taroUseRouter,
  useShareAppMessage as taroUseShareAppMessage,
  useUnload as taroUseUnload,
} from '@tarojs/taro';

// Page lifecycle hooks, wrapped so screens never import Taro themselves. (Taro's H5 transform rewrites
// these imports into member expressions, so they cannot be re-exported as they are.)

export function useDidShow(callback: () => void): void {
  taroUseDidShow(callback);
}

/** The page went out of view (another page on top, a tab switch, the app in the background). */
export function useDidHide(callback: () => void): void {
  taroUseDidHide(callback);
}

export function useLoad(callback: (params: Record<string, string | undefined>) => void): void {
  taroUseLoad(callback);
}

export function usePullDownRefresh(callback: () => void): void {
  taroUsePullDownRefresh(callback);
}

export function useReachBottom(callback: () => void): void {
  taroUseReachBottom(callback);
}

/** The params this page was opened with (already split from the page URL): its own, not the last-loaded page's. */
export function useRouterParams(): Record<string, string | undefined> {
  const own = useOwnPageParams();
  const current = taroUseRouter().params;
  return own ?? current;
}

/**
 * The card a mini program shares from the page's 转发 menu: the record's title (core's shareTitle, the same the
 * H5 server puts in the page head) and the page opened at the same spec URL. Taro registers onShareAppMessage
 * only on pages whose config sets enableShareAppMessage. H5 shares by URL.
 */
export function useShareCard(specUrl: string, name: string | undefined): void {
  taroUseShareAppMessage(() => {
    const subject = shareSubjectOf(specUrl);
    const title = name === undefined ? '' : subject === null ? name : shareTitle(subject, name);
    return { title, path: pageUrlFor(specUrl) ?? specUrl };
  });
}

export function useUnload(callback: () => void): void {
  taroUseUnload(callback);
}

export function stopPullDownRefresh(): void {
  Taro.stopPullDownRefresh();
}

export function setNavigationTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title });
}
