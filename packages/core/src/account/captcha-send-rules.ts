// What must hold before a captcha SMS is requested: a valid mobile, a ticked agreement, a passed slider.
import type { CheckResult } from '../forms/validation-messages';
import { CAPTCHA_SEND_MESSAGES } from '../forms/validation-messages';
import type { MobileCheckOptions } from './mobile-rules';
import { checkMobile } from './mobile-rules';

export interface CaptchaSendInput extends MobileCheckOptions {
  mobile: string;
  /** Set when the screen shows an agreement box. */
  agreementRequired?: boolean;
  agreed?: boolean;
  /** Set when the screen shows a slider puzzle. */
  sliderRequired?: boolean;
  sliderPassed?: boolean;
}

export function checkCaptchaSend(input: CaptchaSendInput): CheckResult {
  const mobileError = checkMobile(input.mobile, { foreign: input.foreign });
  if (mobileError) return mobileError;
  if (input.agreementRequired && !input.agreed) return CAPTCHA_SEND_MESSAGES.agreementRequired;
  if (input.sliderRequired && !input.sliderPassed) return CAPTCHA_SEND_MESSAGES.sliderRequired;
  return null;
}
