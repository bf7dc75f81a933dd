// The route table (spec URL to page), URL helpers, back navigation, login redirect, client kind and app-only gates.
export { BACK_FALLBACK_PATH } from '../ui/timing';
export { IN_APP_ROUTES_MIN_VERSION, AppOnlyTool } from '../ui/limits';
export { APP_ONLY_TEXTS } from '../ui/ui-texts';
export type { RouteAuth, RouteDef, RouteMatch, RouteSeed } from './route-types';
export { ROUTES, ROUTE_ALIASES, routeForPage, routeForPattern } from './route-table';
export type { RouteAlias } from './route-table';
export { NOT_FOUND_PAGE, TAB_PAGES, SUBPACKAGE_ROOTS, pageSlug, subpackageFor } from './page-placement';
export type { SubpackageRoot } from './page-placement';
export { matchUrl, pageUrlFor, specUrlFor, parsePageUrl } from './route-urls';
export { LOGIN_PATH, DEFAULT_AFTER_LOGIN, loginUrl, afterLoginUrl, loginRedirectFor } from './login-redirect';
export { backSlotFor, backStorageKey, createBackMemory } from './back-navigation';
export type { BackSlot, BackMemory } from './back-navigation';
export { backStep } from './back-target';
export type { BackStep } from './back-target';
export { APP_ONLY_TOOLS, APP_DOWNLOAD_URL, supportsInAppRoutes, appOnlyToolGate } from './app-only-tools';
export type { AppOnlyGate } from './app-only-tools';
export type { ClientKind, ClientInfo } from './client-kind';
export { clientFromUserAgent, isNativeApp, isMiniProgram, compareVersions } from './client-kind';
