import Taro from '@tarojs/taro';

/** The usable window in CSS pixels (below the navigation bar, above the tab bar). */
export function windowSize(): { width: number; height: number } {
  const info = Taro.getWindowInfo();
  return { width: info.windowWidth, height: info.windowHeight };
}
