// The spec's subscribe flow, once for every screen that sells a membership service: check the subscription,
// ask in a dialog, subscribe (paid with coins, one intent per tap), then toast 订阅成功.
import type { AreaApi } from '../api/endpoints/endpoint-types';
import type { Intent } from '../api/client/idempotency';
import { failureText } from '../api/catalogue/http-failure';
import { MEMBERSHIP_TEXTS } from './membership-plans';

export interface SubscribeUi {
  confirm: (text: string, options: { title: string }) => Promise<boolean>;
  toast: (text: string, kind?: 'success') => void;
  newIntent: () => Intent;
}

/**
 * True when the user is (now) subscribed to `code`; false when they declined or the subscribe failed (toasted).
 * A member is asked again only to renew (the member centre); a gated screen just opens.
 */
export async function runSubscribeFlow(membership: AreaApi<'membership'>, code: string, ui: SubscribeUi, renew = false): Promise<boolean> {
  try {
    const check = await membership.checkServiceSubscription({ params: { code } });
    if (check.subscribed && !renew) return true;
    if (!(await ui.confirm(check.detail, { title: MEMBERSHIP_TEXTS.confirmTitle }))) return false;
    const done = await membership.subscribeService({ params: { code }, body: { pay_with: 'coins' }, intent: ui.newIntent() });
    ui.toast(done.detail, 'success');
    return true;
  } catch (err) {
    ui.toast(failureText(err));
    return false;
  }
}
