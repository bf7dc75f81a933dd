export { initialPadState, padReducer } from './trade-password-pad';
export type { PadState, PadEvent, PadStep } from './trade-password-pad';
