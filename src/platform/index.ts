// The one seam between the app and Taro: screens import from here, never from @tarojs/taro.
export { storage } from './storage';
export { useLargeText } from './large-text';
export { largeTextPage } from './large-text-page';
export { transport, API_ORIGIN } from './transport';
export { toast, alert, confirm, confirmChoice, showLoading, hideLoading, actionSheet } from './dialogs';
export { copyText } from './clipboard';
export type { ConfirmAnswer } from './dialogs';
export { navigate, relaunch, back, backToRemembered, currentSpecUrl } from './navigation';
export type { NavigateOptions } from './navigation';
export { detectClient } from './client';
export { queryCanvas2d } from './canvas';
export type { Canvas2d } from './canvas';
export { windowSize } from './window';
export { whenIdle } from './idle';
export { touchClientX } from './touch';
export {
  useDidShow,
  useDidHide,
  useLoad,
  usePullDownRefresh,
  useReachBottom,
  useRouterParams,
  useUnload,
  useShareCard,
  stopPullDownRefresh,
  setNavigationTitle,
} from './page-hooks';
