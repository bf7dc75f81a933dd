import Taro from '@tarojs/taro';
import { specUrlOfPage } from './page-address';

// The spec URL of the page under the current one: where a flow returns when it is done ("back to where
// the user came from"). Null when the current page was opened directly.
export function previousSpecUrl(): string | null {
  const pages = Taro.getCurrentPages();
  return specUrlOfPage(pages[pages.length - 2]);
}
