import type { ReactElement } from 'react';
import { View } from '@tarojs/components';
import { useLargeText } from './large-text';

/**
 * Large-text mode for a whole page in the mini programs, which have no document root: the page's default export
 * is wrapped once (`export default largeTextPage(Page)`) and the wrapper's root View carries LARGE_TEXT.rootClass,
 * read again when the page shows (useLargeText). One wrapper rather than the hook in every page: a page has
 * several roots (loading, error, content), each would have to carry the class, and one that forgot would drop
 * the mode on that state. The View is always there, on or off, so turning the mode on never remounts the page.
 */
export function largeTextPage(Page: () => ReactElement): () => ReactElement {
  function LargeTextPage() {
    const { rootClass } = useLargeText();
    return (
      <View className={rootClass}>
        <Page />
      </View>
    );
  }
  return LargeTextPage;
}
