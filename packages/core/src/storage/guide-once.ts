// The first-time guide overlay is shown once per key: the first screen that asks for a key shows it,
// and once the user dismisses it that key never shows again on this device.
import type { KeyValueStore } from '../ports';
import { lsKey } from './storage-keys';

/** Keys of the guides the screens show; one overlay per key. */
export const GUIDE_KEYS = {
  myAssets: 'my_assets',
} as const;

export interface GuideOnce {
  /** True until the guide of this key was dismissed. */
  shouldShow(key: string): boolean;
  /** Remembers the guide of this key as seen. */
  markShown(key: string): void;
}

export function guideStorageKey(key: string): string {
  return lsKey(`guide_${key}`);
}

export function createGuideOnce(store: KeyValueStore): GuideOnce {
  return {
    shouldShow: (key) => store.getItem(guideStorageKey(key)) === null,
    markShown(key) {
      try {
        store.setItem(guideStorageKey(key), '1');
      } catch {
        // Storage full: the guide may show again, which is harmless.
      }
    },
  };
}
