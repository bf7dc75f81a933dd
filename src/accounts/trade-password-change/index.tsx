import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { ACCOUNT_FORMS } from '@fund/core/account';
import { failureDecision } from '@fund/core/api';
import { TRADE_PASSWORD_SCREEN_TEXTS as T } from '@fund/core/trade';
import { navigate, toast, largeTextPage } from '@/platform';
import { useForm } from '@/hooks/useForm';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { ErrorList, FormField } from '../parts/FormField';

function TradePasswordChangePage() {
  const form = useForm(ACCOUNT_FORMS.tradePasswordChange);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (sending || !(await form.submit()).valid) return;
    setSending(true);
    try {
      await ensureCsrf();
      await accounts.changeTradePassword({ body: { old_password: form.values.old_password ?? '', password: form.values.password ?? '' } });
      toast(T.changeDone);
      await navigate('/accounts/settings/', { replace: true });
    } catch (err) {
      await showDecision(failureDecision(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <View className="account-screen trade-password-change-page">
      <Text className="af-title">{T.changeTitle}</Text>
      <FormField form={form} name="old_password" label={T.oldPassword} password type="number" maxlength={6} />
      <FormField form={form} name="password" label={T.newPassword} placeholder={T.passwordPlaceholder} password type="number" maxlength={6} />
      <FormField form={form} name="repeat_password" label={T.confirm} placeholder={T.confirmPlaceholder} password type="number" maxlength={6} />
      <ErrorList form={form} />
      <Button className="af-submit" disabled={sending} onClick={() => void submit()}>
        {sending ? T.submitting : T.submit}
      </Button>
    </View>
  );
}

export default largeTextPage(TradePasswordChangePage);
