// The app's font stack, for src/app.css and the server's first screen (tests/app/font-stack.test.ts keeps
// app.css equal to it). Each platform's own UI font first; then the CJK fonts that Android and Linux ship, named,
// so a browser there picks one at once instead of searching its fallback fonts for every Chinese character:
// that search made the first layout of the home page take 70–200 ms instead of 30–45 ms in Chromium on Debian.
export const APP_FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Helvetica Neue', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";
