import { useState } from 'react';
import { View, Text, Button, Switch } from '@tarojs/components';
import { ACCOUNT_FORMS, MINE_TEXTS, SETTINGS_TEXTS as T } from '@fund/core/account';
import { failureDecision } from '@fund/core/api';
import { confirm, navigate, toast, useLargeText, largeTextPage } from '@/platform';
import { useResource } from '@/stores/useResource';
import { userStore } from '@/stores/user-store';
import { useForm } from '@/hooks/useForm';
import { showDecision } from '@/services/show-decision';
import { accounts, ensureCsrf } from '@/services/account-services';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { ErrorList, FormField } from '../parts/FormField';
import { tapLabel } from '@/components/tap-label';

/** Settings: the landing after a password or trade password change; the login password is changed here. */
function SettingsPage() {
  const settings = useResource(userStore);
  const form = useForm(ACCOUNT_FORMS.passwordChange);
  const [changing, setChanging] = useState(false);
  const [sending, setSending] = useState(false);
  const largeText = useLargeText();

  const changePassword = async () => {
    if (sending) return;
    if (!(await form.submit()).valid) return;
    setSending(true);
    try {
      await ensureCsrf();
      const v = form.values;
      await accounts.changePassword({ body: { old_password: v.old_password ?? '', password: v.password ?? '', repeat_password: v.repeat_password ?? '' } });
      toast(T.changeLoginPasswordDone);
      form.fill({ old_password: '', password: '', repeat_password: '' });
      setChanging(false);
    } catch (err) {
      await showDecision(failureDecision(err));
    } finally {
      setSending(false);
    }
  };

  const logout = async () => {
    if (!(await confirm(MINE_TEXTS.logoutConfirm))) return;
    await accounts.logout();
    void navigate('/accounts/login/', { replace: true });
  };

  if (settings.status === 'error') return <ErrorView text={settings.error} onRetry={() => void settings.reload()} retryable={settings.retryable} />;
  if (settings.data === null) return <LoadingView />;
  const s = settings.data;
  const item = (label: string, value: string, url?: string, onClick?: () => void) => (
    <View {...tapLabel(label)} className="af-item" onClick={() => (url ? void navigate(url) : onClick?.())}>
      <Text>{label}</Text>
      <Text className="af-item-value">{value}</Text>
    </View>
  );
  return (
    <View className="account-screen settings-page">
      <View className="af-list">
        {item(T.profile, s.username, '/accounts/profile/')}
        {item(T.mobile, s.mobile)}
        {item(T.tradePassword, s.is_trade_password_set ? T.tradePasswordSet : T.tradePasswordUnset, '/accounts/trade_password/')}
        {s.is_trade_password_set ? item(T.changeTradePassword, '›', '/accounts/trade_password/change/') : null}
        {s.is_trade_password_set ? item(T.resetTradePassword, '›', '/accounts/trade_password/reset/') : null}
        {item(T.changeLoginPassword, changing ? '' : '›', undefined, () => setChanging((on) => !on))}
        <View className="af-item settings-large-text">
          <Text>{T.largeText}</Text>
          <Switch
            className="settings-large-text-switch"
            ariaLabel={T.largeText}
            checked={largeText.on}
            color="#d4332b"
            onChange={(e) => largeText.set(e.detail.value)}
          />
        </View>
      </View>
      {changing ? (
        <View className="settings-password">
          <FormField form={form} name="old_password" label={T.oldPassword} password maxlength={16} />
          <FormField form={form} name="password" label={T.newPassword} password maxlength={16} />
          <FormField form={form} name="repeat_password" label={T.confirmPassword} password maxlength={16} />
          <ErrorList form={form} />
          <Button className="af-submit" disabled={sending} onClick={() => void changePassword()}>
            {T.changeLoginPassword}
          </Button>
        </View>
      ) : null}
      <Button className="af-submit settings-logout" onClick={() => void logout()}>
        {T.logout}
      </Button>
    </View>
  );
}

export default largeTextPage(SettingsPage);
