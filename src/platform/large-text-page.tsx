import { type ReactElement, useMemo } from 'react';
import { View } from '@tarojs/components';
import { useLargeText } from './large-text';
import { PageParamsContext, paramsOfPageAddress } from './page-params';

/**
 * Large-text mode for a whole page in the mini programs, which have no document root: the page's default export
 * is wrapped once (`export default largeTextPage(Page)`) and the wrapper's root View carries LARGE_TEXT.rootClass,
 * read again when the page shows (useLargeText). One wrapper rather than the hook in every page: a page has
 * several roots (loading, error, content), each would have to carry the class, and one that forgot would drop
 * the mode on that state. The View is always there, on or off, so turning the mode on never remounts the page.
 * Being every page's root, it also hands the page its own params (useRouterParams; see page-params.ts).
 */
/** What Taro passes a page component: its address (path and params), the page's id. */
export interface PageProps {
  tid?: string;
}

export function largeTextPage(Page: () => ReactElement): (props?: PageProps) => ReactElement {
  // Taro mounts the page with its own address as `tid`: the page's params are read from it (page-params.ts).
  function LargeTextPage({ tid }: PageProps = {}) {
    const { rootClass } = useLargeText();
    const params = useMemo(() => paramsOfPageAddress(tid), [tid]);
    return (
      <PageParamsContext.Provider value={params}>
        <View className={rootClass}>
          <Page />
        </View>
      </PageParamsContext.Provider>
    );
  }
  return LargeTextPage;
}
