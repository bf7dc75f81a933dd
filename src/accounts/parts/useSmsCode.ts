import { CAPTCHA_TEXTS, checkCaptchaSend, type CaptchaSendInput } from '@fund/core/account';
import { failureText } from '@fund/core/api';
import { toast } from '@/platform';
import { useCaptchaButton } from '@/hooks/useCaptchaButton';
import { accounts, ensureCsrf } from '@/services/account-services';

/** Sending the SMS code for a mobile: the send checks, the request with the slider pass, the countdown. */
export function useSmsCode() {
  const button = useCaptchaButton();
  const send = async (input: CaptchaSendInput & { sliderToken?: string }): Promise<boolean> => {
    if (button.disabled) return false;
    const problem = checkCaptchaSend(input);
    if (problem !== null) {
      toast(problem);
      return false;
    }
    button.setSending(true);
    try {
      await ensureCsrf();
      const query = { mobile: input.mobile.trim(), ...(input.sliderToken ? { slider_token: input.sliderToken } : {}) };
      await accounts.newMobileCaptcha({ query });
      button.markSent();
      toast(CAPTCHA_TEXTS.sent);
      return true;
    } catch (err) {
      toast(failureText(err));
      return false;
    } finally {
      button.setSending(false);
    }
  };
  return { button, send };
}
