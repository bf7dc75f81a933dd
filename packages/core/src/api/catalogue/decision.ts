// What the UI renders for a failure: a toast, an alert, a confirm, or a line inside the open password dialog.

export type DecisionAction =
  /** Close and stay. */
  | { type: 'close' }
  /** Close and let the user correct the form (focus it, clear the password). */
  | { type: 'reenter' }
  /** Send the same request again (with the same intent, if it moves money). */
  | { type: 'retry' }
  | { type: 'navigate'; url: string };

export interface DecisionButton {
  text: string;
  action: DecisionAction;
  /** A confirm has a cancel (left) and a confirm (right) button; an alert has one confirm. */
  role: 'cancel' | 'confirm';
}

export interface Decision {
  /** 'inline' shows the text inside the trade-password dialog that is still open. */
  kind: 'toast' | 'alert' | 'confirm' | 'inline';
  text: string;
  /** Empty for a toast and an inline line. */
  buttons: DecisionButton[];
}

export const CLOSE: DecisionAction = { type: 'close' };
export const REENTER: DecisionAction = { type: 'reenter' };
export const RETRY: DecisionAction = { type: 'retry' };

export function navigateTo(url: string): DecisionAction {
  return { type: 'navigate', url };
}

export function toast(text: string): Decision {
  return { kind: 'toast', text, buttons: [] };
}

export function alert(text: string, buttonText: string): Decision {
  return { kind: 'alert', text, buttons: [{ text: buttonText, action: CLOSE, role: 'confirm' }] };
}

export function confirm(text: string, cancel: Omit<DecisionButton, 'role'>, ok: Omit<DecisionButton, 'role'>): Decision {
  return {
    kind: 'confirm',
    text,
    buttons: [
      { ...cancel, role: 'cancel' },
      { ...ok, role: 'confirm' },
    ],
  };
}

export function inline(text: string): Decision {
  return { kind: 'inline', text, buttons: [] };
}

/** '/path/?mobile=…' with the mobile encoded; without a mobile the bare path. */
export function withMobile(path: string, mobile: string | undefined): string {
  return mobile ? `${path}?mobile=${encodeURIComponent(mobile)}` : path;
}
