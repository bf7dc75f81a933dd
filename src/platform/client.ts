import type { ClientInfo } from '@fund/core/navigation';

// Mini programs know what they are at build time.
export function detectClient(): ClientInfo {
  return { kind: process.env.TARO_ENV === 'qq' ? 'qq' : 'weapp', appVersion: null };
}
