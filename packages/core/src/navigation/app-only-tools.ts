// Client gates: the app-only tools (asset health, fund model) and the 5.3.0 threshold for newer in-app routes.
import { compareVersions, isNativeApp, type ClientInfo } from './client-kind';
import { AppOnlyTool, IN_APP_ROUTES_MIN_VERSION } from '../ui/limits';

export const APP_ONLY_TOOLS: readonly AppOnlyTool[] = Object.values(AppOnlyTool);

/** Where the download button of the app-only confirm (APP_ONLY_TEXTS in ui/ui-texts) leads. */
export const APP_DOWNLOAD_URL = '/app/download';

/** True inside one of our native apps at IN_APP_ROUTES_MIN_VERSION (5.3.0) or later; false elsewhere or when the version is unknown. */
export function supportsInAppRoutes(client: ClientInfo): boolean {
  return isNativeApp(client) && client.appVersion !== null && compareVersions(client.appVersion, IN_APP_ROUTES_MIN_VERSION) >= 0;
}

export type AppOnlyGate =
  /** Inside our app: open the tool; newInAppRoute says whether the app takes the newer in-app route (>= 5.3.0). */
  | { kind: 'open'; tool: AppOnlyTool; newInAppRoute: boolean }
  /** Anywhere else (mini programs, messaging-app browser, H5): the caller confirms with APP_ONLY_TEXTS, download or cancel. */
  | { kind: 'download_confirm'; tool: AppOnlyTool };

export function appOnlyToolGate(tool: AppOnlyTool, client: ClientInfo): AppOnlyGate {
  if (!isNativeApp(client)) return { kind: 'download_confirm', tool };
  return { kind: 'open', tool, newInAppRoute: supportsInAppRoutes(client) };
}
