import Taro from '@tarojs/taro';

// Picking a picture (the avatar): album or camera, compressed. Resolves to the local file path
// (a temp file in mini programs, a blob URL on H5), or null when the user cancels.
export async function chooseImage(): Promise<string | null> {
  try {
    const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] });
    return res.tempFilePaths[0] ?? null;
  } catch {
    return null;
  }
}
