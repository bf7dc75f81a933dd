// The trade-password dialog's keypad as a pure state machine: six digits, one submission per entry.
// The component only renders this state; the rule "a full entry submits exactly once" lives here.
import { checkTradePasswordForSubmit, TRADE_PASSWORD_LENGTH } from './trade-password-rules';

export interface PadState {
  digits: string;
  /** True from the moment an entry is handed to the server until the answer comes back. */
  submitting: boolean;
  /** The line under the boxes: a local validation text or the server's error. */
  error: string | null;
}

export type PadEvent =
  | { type: 'digit'; digit: string }
  | { type: 'delete' }
  | { type: 'submit' }
  | { type: 'answered'; error: string | null }
  | { type: 'reset' };

/** What the component must do after an event besides re-rendering. */
export interface PadStep {
  state: PadState;
  /** Present exactly once per complete entry: the password to send. */
  submit?: string;
}

export const initialPadState: PadState = { digits: '', submitting: false, error: null };

function submitNow(state: PadState): PadStep {
  const problem = checkTradePasswordForSubmit(state.digits);
  if (problem !== null) return { state: { ...state, error: problem } };
  return { state: { ...state, submitting: true, error: null }, submit: state.digits };
}

export function padReducer(state: PadState, event: PadEvent): PadStep {
  switch (event.type) {
    case 'digit': {
      // Keys are dead while a submission is on its way or the entry is full.
      if (state.submitting || state.digits.length >= TRADE_PASSWORD_LENGTH || !/^\d$/.test(event.digit)) return { state };
      const next = { ...state, digits: state.digits + event.digit, error: null };
      return next.digits.length === TRADE_PASSWORD_LENGTH ? submitNow(next) : { state: next };
    }
    case 'delete':
      if (state.submitting || state.digits === '') return { state };
      return { state: { ...state, digits: state.digits.slice(0, -1) } };
    case 'submit':
      return state.submitting ? { state } : submitNow(state);
    case 'answered':
      // A refusal clears the boxes so the user types again; success keeps them until the dialog closes.
      return { state: event.error === null ? { ...state, submitting: false } : { digits: '', submitting: false, error: event.error } };
    case 'reset':
      return { state: initialPadState };
  }
}
