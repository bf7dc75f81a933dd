import { useEffect, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { ACCOUNT_FORMS, StatusFlag } from '@fund/core/account';
import { BANK_CARD_SCREEN_TEXTS } from '@fund/core/card';
import { failureText } from '@fund/core/api';
import { TRADE_PASSWORD_SCREEN_TEXTS as T } from '@fund/core/trade';
import { navigate, setNavigationTitle, toast, useRouterParams, largeTextPage } from '@/platform';
import { accountExtras, accounts, ensureCsrf } from '@/services/account-services';
import { useForm } from '@/hooks/useForm';
import { userStore } from '@/stores/user-store';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { ErrorList, FormField } from '../parts/FormField';
import { bindFlow, follow } from '../parts/bind-flow';
import { tapLabel } from '@/components/tap-label';

type Mode = 'loading' | 'set' | 'verify';

function TradePasswordPage() {
  const params = useRouterParams();
  const openAccount = params.open_account === '1';
  const form = useForm(ACCOUNT_FORMS.tradePasswordSet);
  const [mode, setMode] = useState<Mode>('loading');
  const [dialog, setDialog] = useState(false);
  const [sending, setSending] = useState(false);
  // A first load that fails leaves the loading state for the failure view and its retry.
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setLoadError(null);
    const context = openAccount ? bindFlow.context() : null;
    const known = context === null ? accounts.isTradePasswordSet().then((a) => a.status === StatusFlag.Yes) : Promise.resolve(context.hasTradePassword);
    known.then(
      (isSet) => {
        setMode(isSet ? 'verify' : 'set');
        setDialog(isSet);
        setNavigationTitle(isSet ? T.verifyTitle : T.setTitle);
      },
      (err: unknown) => setLoadError(failureText(err)),
    );
  }, [openAccount, attempt]);

  // Opening an account: the password goes with the bind call (set now for a first card, checked otherwise).
  const bindWith = async (password: string): Promise<string | null> => {
    const outcome = await bindFlow.bind(password);
    if (outcome.type === 'failed' && outcome.decision.kind === 'toast' && outcome.url === undefined) return outcome.decision.text;
    setDialog(false);
    if (outcome.type === 'go') toast(BANK_CARD_SCREEN_TEXTS.bound);
    await follow(outcome, { replace: true });
    return null;
  };

  const verify = async (password: string): Promise<string | null> => {
    if (openAccount) return bindWith(password);
    try {
      await ensureCsrf();
      await accountExtras.verifyTradePassword({ body: { password } });
      setDialog(false);
      toast(T.verified);
      return null;
    } catch (err) {
      return failureText(err);
    }
  };

  const submitSet = async () => {
    if (sending) return;
    const result = await form.submit();
    if (!result.valid) return;
    setSending(true);
    const password = form.values.password ?? '';
    try {
      if (openAccount) {
        const problem = await bindWith(password);
        if (problem !== null) toast(problem);
        return;
      }
      await ensureCsrf();
      await accountExtras.setTradePassword({ body: { password, repeat_password: form.values.repeat_password ?? '' } });
      userStore.invalidate();
      toast(T.setDone);
      await navigate('/accounts/settings/', { replace: true });
    } catch (err) {
      toast(failureText(err));
    } finally {
      setSending(false);
    }
  };

  if (mode === 'loading' && loadError !== null) return <ErrorView text={loadError} onRetry={() => setAttempt((n) => n + 1)} />;
  if (mode === 'loading') return <LoadingView />;
  return (
    <View className="account-screen trade-password-page">
      <Text className="af-title">{mode === 'set' ? T.setTitle : T.verifyTitle}</Text>
      {mode === 'set' ? (
        <>
          <Text className="af-hint">{T.setHint}</Text>
          <FormField form={form} name="password" label={T.password} placeholder={T.passwordPlaceholder} password type="number" maxlength={6} />
          <FormField form={form} name="repeat_password" label={T.confirm} placeholder={T.confirmPlaceholder} password type="number" maxlength={6} />
          <ErrorList form={form} />
          <Button className="af-submit trade-password-submit" disabled={sending} onClick={() => void submitSet()}>
            {sending ? T.submitting : T.submit}
          </Button>
        </>
      ) : (
        <>
          <Text className="af-hint">{T.alreadySet}</Text>
          {!openAccount ? (
            <View className="af-list">
              <View {...tapLabel(T.verifyTitle)} className="af-item" onClick={() => setDialog(true)}>
                <Text>{T.verifyTitle}</Text>
              </View>
              <View {...tapLabel(T.change)} className="af-item" onClick={() => void navigate('/accounts/trade_password/change/')}>
                <Text>{T.change}</Text>
              </View>
              <View {...tapLabel(T.reset)} className="af-item" onClick={() => void navigate('/accounts/trade_password/reset/')}>
                <Text>{T.reset}</Text>
              </View>
            </View>
          ) : (
            <Button className="af-submit" onClick={() => setDialog(true)}>
              {T.verifyTitle}
            </Button>
          )}
          <TradePasswordDialog visible={dialog} onSubmit={verify} onClose={() => setDialog(false)} onForgot={() => void navigate('/accounts/trade_password/reset/')} />
        </>
      )}
    </View>
  );
}

export default largeTextPage(TradePasswordPage);
