// The optional prior-registration check on a mobile (spec 01 §5): signup asks whether the number is
// registered already, login whether it is not.
import { CATALOGUE_URLS } from '../api/catalogue/catalogue-texts';
import { CLOSE, confirm, navigateTo, toast, withMobile, type Decision } from '../api/catalogue/decision';
import { COMMON_BUTTONS } from '../ui/ui-texts';
import { MOBILE_CHECK_TEXTS } from './captcha-texts';

/** Signup with a registered number: a confirm leading to login with the number, or the toast. */
export function registeredMobileDecision(mobile: string, as: 'confirm' | 'toast' = 'confirm'): Decision {
  if (as === 'toast') return toast(MOBILE_CHECK_TEXTS.registeredToast);
  return confirm(MOBILE_CHECK_TEXTS.registeredConfirm, { text: COMMON_BUTTONS.cancel, action: CLOSE }, { text: MOBILE_CHECK_TEXTS.loginButton, action: navigateTo(withMobile(CATALOGUE_URLS.login, mobile)) });
}

/** Login with a number nobody registered: register directly? */
export function unregisteredMobileDecision(mobile: string): Decision {
  return confirm(MOBILE_CHECK_TEXTS.unregisteredConfirm, { text: COMMON_BUTTONS.cancel, action: CLOSE }, { text: MOBILE_CHECK_TEXTS.registerButton, action: navigateTo(withMobile(CATALOGUE_URLS.signup, mobile)) });
}
