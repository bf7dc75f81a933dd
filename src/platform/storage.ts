import Taro from '@tarojs/taro';
import type { KeyValueStore } from '@fund/core/ports';

// Taro storage stands in for the spec's cookies and ls on every platform (localStorage on H5).
export const storage: KeyValueStore = {
  getItem(key) {
    const value: unknown = Taro.getStorageSync(key);
    return typeof value === 'string' && value !== '' ? value : null;
  },
  setItem(key, value) {
    Taro.setStorageSync(key, value);
  },
  removeItem(key) {
    Taro.removeStorageSync(key);
  },
};
