// Simulators of the promotion ports: an image captcha drawn as SVG text (the digits stay readable; a real
// adapter distorts them against OCR) and a mini-program platform that derives a stable openid from the code.
import { createHash } from 'node:crypto';
import type { CaptchaPort, WxAppPort } from './outside-world';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function captchaSvg(text: string): string {
  const glyphs = [...text].map((ch, i) => `<text x="${14 + i * 22}" y="${28 + (i % 2) * 4}" font-size="24" font-family="monospace" fill="#1f4e8c" transform="rotate(${(i % 3) * 6 - 6} ${14 + i * 22} 28)">${ch}</text>`);
  const noise = '<path d="M4 20 C30 4, 60 40, 116 14" stroke="#9ab" fill="none"/><path d="M2 34 C40 24, 70 44, 118 30" stroke="#cab" fill="none"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#f3f6fa"/>${noise}${glyphs.join('')}</svg>`;
}

export const simulatedCaptcha: CaptchaPort = {
  adapterName: '模拟图形验证码',
  simulator: true,
  draw: async (text) => `data:image/svg+xml;base64,${Buffer.from(captchaSvg(text)).toString('base64')}`,
};

/** The simulator refuses this code, as the platform refuses an expired or reused one. */
export const SIMULATED_BAD_WX_CODE = 'invalid-code';

export const simulatedWxApp: WxAppPort = {
  adapterName: '模拟微信小程序平台',
  simulator: true,
  openidOf: async (appid, code) => (code === SIMULATED_BAD_WX_CODE ? null : `sim-${hashOf(`${appid}:${code}`).slice(0, 28)}`),
  openLink: async (appid, path, query) => `weixin://dl/business/?t=SIM${hashOf(`${appid}:${path}?${query}`).slice(0, 12)}`,
};
