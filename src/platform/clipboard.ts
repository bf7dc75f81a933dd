import Taro from '@tarojs/taro';

/** Puts text on the clipboard (the invite code); the native API shows its own 已复制 on some platforms. */
export async function copyText(text: string): Promise<void> {
  await Taro.setClipboardData({ data: text });
}
