// Generic UI: shared texts and buttons, limits and timings, display classes, the virtual list window.
export type { DiagnosisScoreColour } from './display-classes';
export { diagnosisScoreColour, LARGE_CHANGE_CLASS, isLargeChange, changeClass } from './display-classes';
export { VIRTUAL_LIST_OVERSCAN, virtualWindow, designToPx } from './virtual-window';
export type { VirtualWindowInput, VirtualWindow } from './virtual-window';
export { TIMING_MS } from './timing';
export { APP_FONT_FAMILY } from './font-stack';
export { LIMITS, INPUT_LIMITS, DISPLAY } from './limits';
export { LOADING_TEXT, COMMON_BUTTONS, STATUS_VIEW_TEXTS, NOT_FOUND_TEXTS, ACCESSIBILITY_TEXTS } from './ui-texts';
export { LARGE_TEXT, textScale } from './text-scale';
export { GUIDE_TEXTS } from '../assets/assets-screen-texts';
