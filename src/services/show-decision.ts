// Renders core's failure decisions (toast, alert, confirm) with the platform dialogs and carries out
// the chosen button's action. Inline decisions belong to the open trade-password dialog, not here.
import type { Decision, DecisionAction } from '@fund/core/api';
import { alert, confirmChoice, navigate, toast } from '@/platform';

/** Resolves to the action of the button the user chose ('close' for a toast). */
export async function showDecision(decision: Decision): Promise<DecisionAction> {
  const cancel = decision.buttons.find((b) => b.role === 'cancel');
  const ok = decision.buttons.find((b) => b.role === 'confirm');
  let action: DecisionAction = { type: 'close' };
  if (decision.kind === 'toast' || decision.kind === 'inline') toast(decision.text);
  else if (decision.kind === 'alert') {
    await alert(decision.text, { okText: ok?.text });
    action = ok?.action ?? action;
  } else {
    const answer = await confirmChoice(decision.text, { okText: ok?.text, cancelText: cancel?.text });
    if (answer !== 'dismissed') action = (answer === 'confirm' ? ok?.action : cancel?.action) ?? action;
  }
  if (action.type === 'navigate') await navigate(action.url);
  return action;
}
