import { useEffect, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import {
  ACCOUNT_FORMS,
  CAPTCHA_TEXTS,
  LOGIN_TEXTS,
  registeredMobileDecision,
  SIGNUP_TEXTS,
  isMainlandMobile,
  StatusFlag,
} from '@fund/core/account';
import { rememberInviteCode, signupFailureDecision } from '@fund/core/api';
import { navigate, storage, toast, useRouterParams, largeTextPage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { useForm } from '@/hooks/useForm';
import { ErrorList, FormField } from '../parts/FormField';
import { MobileCaptchaFields } from '../parts/MobileCaptchaFields';
import { useSmsCode } from '../parts/useSmsCode';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';

function SignupPage() {
  const params = useRouterParams();
  const form = useForm(ACCOUNT_FORMS.signup, { mobile: params.mobile ?? '' });
  const sms = useSmsCode();
  const [agreed, setAgreed] = useState(false);
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderRound, setSliderRound] = useState(0);
  const [sending, setSending] = useState(false);
  // A friend's share link carries their invite code: kept so the signup credits them.
  useEffect(() => rememberInviteCode(storage, params.invite_code), [params.invite_code]);

  // The prior-registration check: a registered number is offered login instead.
  const checkRegistered = async (mobile: string): Promise<boolean> => {
    if (!isMainlandMobile(mobile.trim())) return false;
    try {
      const answer = await accounts.checkMobile({ query: { mobile: mobile.trim() } });
      if (answer.status !== StatusFlag.Yes) return false;
      await showDecision(registeredMobileDecision(mobile.trim()));
      return true;
    } catch {
      return false;
    }
  };

  const sendCode = async () => {
    const mobile = form.values.mobile ?? '';
    if (await checkRegistered(mobile)) return;
    const sent = await sms.send({ mobile, agreementRequired: true, agreed, sliderRequired: true, sliderPassed: sliderToken !== null, sliderToken: sliderToken ?? undefined });
    // A slider pass is used up by one send: the next send needs a new puzzle.
    if (sent) {
      setSliderToken(null);
      setSliderRound((n) => n + 1);
    }
  };

  const submit = async () => {
    if (sending) return;
    const result = await form.submit();
    if (!result.valid) return;
    if (!agreed) {
      toast(CAPTCHA_TEXTS.agreementRequired);
      return;
    }
    setSending(true);
    const mobile = form.values.mobile?.trim() ?? '';
    try {
      await ensureCsrf();
      await accounts.signup({ body: { mobile, captcha: form.values.captcha?.trim() ?? '', password: form.values.password ?? '' } });
      await navigate('/accounts/mine/');
    } catch (err) {
      await showDecision(signupFailureDecision(err, { mobile }));
    } finally {
      setSending(false);
    }
  };

  return (
    <View className="account-screen signup-page">
      <Text className="af-title">{SIGNUP_TEXTS.title}</Text>
      <MobileCaptchaFields form={form} sliderRound={sliderRound} onSliderPassed={setSliderToken} button={sms.button} onSend={() => void sendCode()} />
      <FormField form={form} name="password" label={LOGIN_TEXTS.password} placeholder={SIGNUP_TEXTS.passwordPlaceholder} password maxlength={16} />
      <View {...tapLabel(SIGNUP_TEXTS.agreement)} className="af-agreement signup-agreement tap" onClick={() => setAgreed((on) => !on)}>
        <View className={`af-check${agreed ? ' af-check-on' : ''}`}>{agreed ? '✓' : ''}</View>
        <Text>{SIGNUP_TEXTS.agreement}</Text>
      </View>
      <ErrorList form={form} />
      <Button className="af-submit signup-submit" disabled={sending} onClick={() => void submit()}>
        {sending ? SIGNUP_TEXTS.submitting : SIGNUP_TEXTS.submit}
      </Button>
      <View className="af-links">
        <Text {...BUTTON_ROLE} className="af-link tap" onClick={() => void navigate(form.values.mobile ? `/accounts/login/?mobile=${encodeURIComponent(form.values.mobile)}` : '/accounts/login/')}>
          {SIGNUP_TEXTS.haveAccount}
        </Text>
      </View>
    </View>
  );
}

export default largeTextPage(SignupPage);
