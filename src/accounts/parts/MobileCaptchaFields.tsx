import { LOGIN_TEXTS, SIGNUP_TEXTS, type CaptchaButtonState } from '@fund/core/account';
import type { FormBinding } from '@/hooks/useForm';
import { FormField } from './FormField';
import { CaptchaButton } from './CaptchaButton';
import { SliderCheck } from './SliderCheck';

export interface MobileCaptchaFieldsProps {
  form: FormBinding;
  /** Bump to ask for a new slider puzzle (a pass is used up by one send). */
  sliderRound: number;
  onSliderPassed: (token: string) => void;
  button: CaptchaButtonState;
  onSend: () => void;
}

/** The mobile, the slider check and the SMS code with its send button: shared by signup and password reset. */
export function MobileCaptchaFields({ form, sliderRound, onSliderPassed, button, onSend }: MobileCaptchaFieldsProps) {
  return (
    <>
      <FormField form={form} name="mobile" label={LOGIN_TEXTS.mobile} placeholder={LOGIN_TEXTS.mobilePlaceholder} type="number" maxlength={11} />
      <SliderCheck round={sliderRound} onPassed={onSliderPassed} />
      <FormField
        form={form}
        name="captcha"
        label={SIGNUP_TEXTS.captcha}
        placeholder={SIGNUP_TEXTS.captchaPlaceholder}
        type="number"
        maxlength={8}
        extra={<CaptchaButton state={button} onSend={onSend} />}
      />
    </>
  );
}
