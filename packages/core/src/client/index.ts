export type { ClientKind, ClientInfo } from './client-kind';
export { clientFromUserAgent, isNativeApp, isMiniProgram, compareVersions } from './client-kind';
