// The captcha button: disabled for 60 s after a send with 重新发送(n), then 获取验证码 again.
import { CAPTCHA_RESEND_SECONDS } from '../ui/timing';
import { CAPTCHA_TEXTS, captchaResendText } from './captcha-texts';

export interface CaptchaButtonState {
  disabled: boolean;
  text: string;
  /** Whole seconds until the button is enabled again; 0 when it is. */
  secondsLeft: number;
}

/** sentAt is the clock time of the last successful send (null before the first). */
export function captchaButtonState(sentAt: number | null, now: number, sending = false): CaptchaButtonState {
  if (sentAt !== null) {
    const left = CAPTCHA_RESEND_SECONDS - Math.floor((now - sentAt) / 1000);
    if (left > 0) return { disabled: true, text: captchaResendText(left), secondsLeft: left };
  }
  return { disabled: sending, text: CAPTCHA_TEXTS.send, secondsLeft: 0 };
}
