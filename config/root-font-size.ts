// The root font size of the H5 build, in CSS. Taro's H5 template script sets it from the root element's box on
// load and on every `resize`: reading that box forces a synchronous layout of the whole first screen (measured:
// 55 ms of wall time in one task on a phone-sized load, then a second layout for the new size). The same rule
// in CSS costs no script and no extra layout: pxtransform's rem is the design's 40px (designWidth 750), so the
// root size is 40 × viewport width / 750, kept between Taro's 20 and 40 px.
// Taro's defaults (pxtransform's minRootSize/maxRootSize/baseFontSize), as its H5 plugin reads them.
const MIN_ROOT_PX = 20;
const MAX_ROOT_PX = 40;
const BASE_FONT_PX = 20;

/** The `html { font-size }` rule for a design width and its device ratio (deviceRatio[designWidth]). */
export function rootFontSizeCss(designWidth: number, deviceRatio: number): string {
  const remAtDesignWidth = (BASE_FONT_PX / deviceRatio) * 2;
  const vw = Number(((remAtDesignWidth * 100) / designWidth).toFixed(6));
  return `html{font-size:clamp(${MIN_ROOT_PX}px,${vw}vw,${MAX_ROOT_PX}px)}`;
}
