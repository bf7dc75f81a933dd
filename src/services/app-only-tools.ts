// Asset health and the fund model open only inside the native app: elsewhere a confirm offers the download.
import { APP_DOWNLOAD_URL, APP_ONLY_TEXTS, appOnlyToolGate, type AppOnlyTool } from '@fund/core/navigation';
import { confirmChoice, detectClient, navigate } from '@/platform';

/** Runs the tool's gate; resolves with what happened, for the screen and its tests. */
export async function openAppOnlyTool(tool: AppOnlyTool): Promise<'download' | 'cancel' | 'in_app'> {
  const gate = appOnlyToolGate(tool, detectClient());
  // Inside our app the native side opens the tool itself; the web page has nothing to do.
  if (gate.kind === 'open') return 'in_app';
  // 下载App is longer than a native modal button allows: confirmChoice asks with an action sheet then.
  const answer = await confirmChoice(APP_ONLY_TEXTS.message, { okText: APP_ONLY_TEXTS.download, cancelText: APP_ONLY_TEXTS.cancel });
  if (answer !== 'confirm') return 'cancel';
  await navigate(APP_DOWNLOAD_URL);
  return 'download';
}
