import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { ACCOUNT_FORMS, LOGIN_TEXTS, SIGNUP_TEXTS } from '@fund/core/account';
import { failureDecision } from '@fund/core/api';
import { TRADE_PASSWORD_SCREEN_TEXTS as T } from '@fund/core/trade';
import { navigate, toast, largeTextPage } from '@/platform';
import { useForm } from '@/hooks/useForm';
import { useResource } from '@/stores/useResource';
import { userStore } from '@/stores/user-store';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { ErrorList, FormField } from '../parts/FormField';
import { CaptchaButton } from '../parts/CaptchaButton';
import { useSmsCode } from '../parts/useSmsCode';

/** Forgotten trade password: the verified ID number and an SMS code to the account's mobile. */
function TradePasswordResetPage() {
  const form = useForm(ACCOUNT_FORMS.tradePasswordReset);
  const sms = useSmsCode();
  const settings = useResource(userStore).data;
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending || !(await form.submit()).valid) return;
    setSending(true);
    try {
      await ensureCsrf();
      const v = form.values;
      await accounts.resetTradePassword({ body: { id_card_no: (v.id_card_no ?? '').trim(), captcha: (v.captcha ?? '').trim(), password: v.password ?? '' } });
      toast(T.resetDone);
      await navigate('/accounts/settings/', { replace: true });
    } catch (err) {
      await showDecision(failureDecision(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <View className="account-screen trade-password-reset-page">
      <Text className="af-title">{T.resetTitle}</Text>
      {settings ? <Text className="af-hint">{settings.mobile}</Text> : null}
      <FormField form={form} name="id_card_no" label={T.idCard} placeholder={T.idCardPlaceholder} type="idcard" maxlength={20} />
      <FormField form={form} name="mobile" label={LOGIN_TEXTS.mobile} placeholder={LOGIN_TEXTS.mobilePlaceholder} type="number" maxlength={11} />
      <FormField
        form={form}
        name="captcha"
        label={SIGNUP_TEXTS.captcha}
        placeholder={SIGNUP_TEXTS.captchaPlaceholder}
        type="number"
        maxlength={8}
        extra={<CaptchaButton state={sms.button} onSend={() => void sms.send({ mobile: form.values.mobile ?? '' })} />}
      />
      <FormField form={form} name="password" label={T.newPassword} placeholder={T.passwordPlaceholder} password type="number" maxlength={6} />
      <FormField form={form} name="repeat_password" label={T.confirm} placeholder={T.confirmPlaceholder} password type="number" maxlength={6} />
      <ErrorList form={form} />
      <Button className="af-submit" disabled={sending} onClick={() => void submit()}>
        {sending ? T.submitting : T.submit}
      </Button>
    </View>
  );
}

export default largeTextPage(TradePasswordResetPage);
