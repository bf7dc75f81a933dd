import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { ACCOUNT_FORMS, LOGIN_TEXTS } from '@fund/core/account';
import { afterLoginUrl } from '@fund/core/navigation';
import { loginFailureDecision } from '@fund/core/api';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { useForm } from '@/hooks/useForm';
import { ErrorList, FormField } from '../parts/FormField';
import { BUTTON_ROLE } from '@/components/tap-label';

// H5 hands the query over still percent-encoded (mini programs too); decode once, as currentSpecUrl does.
function decoded(params: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      try {
        return [key, value === undefined ? undefined : decodeURIComponent(value)];
      } catch {
        return [key, value];
      }
    }),
  );
}

function LoginPage() {
  const params = decoded(useRouterParams());
  const form = useForm(ACCOUNT_FORMS.login, { mobile: params.mobile ?? '', password: '' });
  const [sending, setSending] = useState(false);

  // Every other query key is carried over to signup and reset, so a later login still knows next.
  const carried = (path: string) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) if (value !== undefined && !key.startsWith('$')) query[key] = value;
    if (form.values.mobile) query.mobile = form.values.mobile;
    const q = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    return q ? `${path}?${q}` : path;
  };

  const submit = async () => {
    if (sending) return;
    const result = await form.submit();
    if (!result.valid) return;
    setSending(true);
    const mobile = form.values.mobile?.trim() ?? '';
    try {
      await ensureCsrf();
      await accounts.login({ body: { mobile, password: form.values.password ?? '' } });
      await navigate(afterLoginUrl(params.next), { replace: true });
    } catch (err) {
      const action = await showDecision(loginFailureDecision(err, mobile));
      if (action.type === 'reenter') form.set('password', '');
    } finally {
      setSending(false);
    }
  };

  return (
    <View className="account-screen login-page">
      <Text className="af-title">{LOGIN_TEXTS.title}</Text>
      <FormField form={form} name="mobile" label={LOGIN_TEXTS.mobile} placeholder={LOGIN_TEXTS.mobilePlaceholder} type="number" maxlength={11} />
      <FormField form={form} name="password" label={LOGIN_TEXTS.password} placeholder={LOGIN_TEXTS.passwordPlaceholder} password maxlength={16} />
      <ErrorList form={form} />
      <Button className="af-submit login-submit" disabled={sending} onClick={() => void submit()}>
        {sending ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
      </Button>
      <View className="af-links">
        <Text {...BUTTON_ROLE} className="af-link tap" onClick={() => void navigate(carried('/accounts/signup/'))}>
          {LOGIN_TEXTS.signup}
        </Text>
        <Text {...BUTTON_ROLE} className="af-link tap" onClick={() => void navigate(carried('/accounts/password/reset/'))}>
          {LOGIN_TEXTS.forgotPassword}
        </Text>
      </View>
    </View>
  );
}

export default largeTextPage(LoginPage);
