import { clientFromUserAgent, type ClientInfo } from '@fund/core/navigation';

// On H5 the user agent tells our native apps (and their version) from the messaging-app browser.
export function detectClient(): ClientInfo {
  return clientFromUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}
