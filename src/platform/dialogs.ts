import Taro from '@tarojs/taro';
import { COMMON_BUTTONS, LOADING_TEXT } from '@fund/core/ui';

// Dialogs over the platforms' native APIs. Screens render core's decision objects through these.

export function toast(text: string, icon: 'none' | 'success' | 'error' = 'none', durationMs = 2000): void {
  void Taro.showToast({ title: text, icon, duration: durationMs });
}

export async function alert(text: string, opts: { title?: string; okText?: string } = {}): Promise<void> {
  await Taro.showModal({ title: opts.title ?? '', content: text, showCancel: false, confirmText: opts.okText ?? COMMON_BUTTONS.confirm });
}

export async function confirm(
  text: string,
  opts: { title?: string; okText?: string; cancelText?: string } = {},
): Promise<boolean> {
  const res = await Taro.showModal({
    title: opts.title ?? '',
    content: text,
    showCancel: true,
    confirmText: opts.okText ?? COMMON_BUTTONS.confirm,
    cancelText: opts.cancelText ?? COMMON_BUTTONS.cancel,
  });
  return res.confirm;
}

// Native modals refuse button texts longer than 4 characters (WeChat's rule, which Taro's H5 enforces too).
const MODAL_BUTTON_MAX = 4;

export type ConfirmAnswer = 'confirm' | 'cancel' | 'dismissed';

/**
 * A confirm that also tells a dismissal from the cancel button. When a button text is too long for a
 * native modal (绑卡遇到问题), the two choices are offered as an action sheet under the message.
 */
export async function confirmChoice(
  text: string,
  opts: { title?: string; okText?: string; cancelText?: string } = {},
): Promise<ConfirmAnswer> {
  const okText = opts.okText ?? COMMON_BUTTONS.confirm;
  const cancelText = opts.cancelText ?? COMMON_BUTTONS.cancel;
  if ([...okText].length <= MODAL_BUTTON_MAX && [...cancelText].length <= MODAL_BUTTON_MAX) {
    return (await confirm(text, { title: opts.title, okText, cancelText })) ? 'confirm' : 'cancel';
  }
  try {
    const res = await Taro.showActionSheet({ itemList: [okText, cancelText], alertText: text });
    return res.tapIndex === 0 ? 'confirm' : 'cancel';
  } catch {
    return 'dismissed';
  }
}

export function showLoading(text: string = LOADING_TEXT): void {
  void Taro.showLoading({ title: text, mask: true });
}

export function hideLoading(): void {
  Taro.hideLoading();
}

/** Resolves to the chosen index, or null when the user cancels. */
export async function actionSheet(items: string[]): Promise<number | null> {
  try {
    const res = await Taro.showActionSheet({ itemList: items });
    return res.tapIndex;
  } catch {
    return null;
  }
}
