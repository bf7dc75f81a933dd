import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { ACCOUNT_FORMS, PASSWORD_RESET_TEXTS, SIGNUP_TEXTS } from '@fund/core/account';
import { failureDecision } from '@fund/core/api';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { useForm } from '@/hooks/useForm';
import { ErrorList, FormField } from '../parts/FormField';
import { MobileCaptchaFields } from '../parts/MobileCaptchaFields';
import { useSmsCode } from '../parts/useSmsCode';

function PasswordResetPage() {
  const params = useRouterParams();
  const form = useForm(ACCOUNT_FORMS.passwordReset, { mobile: params.mobile ?? '' });
  const sms = useSmsCode();
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderRound, setSliderRound] = useState(0);
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    const sent = await sms.send({ mobile: form.values.mobile ?? '', sliderRequired: true, sliderPassed: sliderToken !== null, sliderToken: sliderToken ?? undefined });
    if (sent) {
      setSliderToken(null);
      setSliderRound((n) => n + 1);
    }
  };

  const submit = async () => {
    if (sending) return;
    const result = await form.submit();
    if (!result.valid) return;
    setSending(true);
    const mobile = form.values.mobile?.trim() ?? '';
    try {
      await ensureCsrf();
      await accounts.setPassword({ body: { mobile, captcha: form.values.captcha?.trim() ?? '', password: form.values.password ?? '' } });
      toast(PASSWORD_RESET_TEXTS.done);
      const next = params.next ? `&next=${encodeURIComponent(params.next)}` : '';
      await navigate(`/accounts/login/?mobile=${encodeURIComponent(mobile)}${next}`, { replace: true });
    } catch (err) {
      await showDecision(failureDecision(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <View className="account-screen password-reset-page">
      <Text className="af-title">{PASSWORD_RESET_TEXTS.title}</Text>
      <MobileCaptchaFields form={form} sliderRound={sliderRound} onSliderPassed={setSliderToken} button={sms.button} onSend={() => void sendCode()} />
      <FormField form={form} name="password" label={PASSWORD_RESET_TEXTS.newPassword} placeholder={SIGNUP_TEXTS.passwordPlaceholder} password maxlength={16} />
      <ErrorList form={form} />
      <Button className="af-submit reset-submit" disabled={sending} onClick={() => void submit()}>
        {PASSWORD_RESET_TEXTS.submit}
      </Button>
    </View>
  );
}

export default largeTextPage(PasswordResetPage);
