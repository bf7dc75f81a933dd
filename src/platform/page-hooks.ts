import Taro, { useDidShow, useLoad, usePullDownRefresh, useReachBottom, useRouter, useUnload } from '@tarojs/taro';

// Page lifecycle hooks, re-exported so screens never import Taro themselves.
export { useDidShow, useLoad, usePullDownRefresh, useReachBottom, useRouter, useUnload };

export function stopPullDownRefresh(): void {
  Taro.stopPullDownRefresh();
}

export function setNavigationTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title });
}
