import { useEffect, useMemo, useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { ACCOUNT_FORMS, formWithout } from '@fund/core/account';
import {
  BANK_CARD_SCREEN_TEXTS as T,
  bindContextOf,
  bindFormOmits,
  type BindContext,
  type CardFormValues,
} from '@fund/core/card';
import { failureText } from '@fund/core/api';
import { setNavigationTitle, toast, useRouterParams, largeTextPage } from '@/platform';
import { previousSpecUrl } from '@/platform/page-stack';
import { useForm } from '@/hooks/useForm';
import { useCaptchaButton } from '@/hooks/useCaptchaButton';
import { LoadingView, ErrorView } from '@/components/StatusViews';
import { ErrorList, FormField } from '../parts/FormField';
import { CaptchaButton } from '../parts/CaptchaButton';
import { bindFlow, bindUserState, follow } from '../parts/bind-flow';

function BindCardPage() {
  const params = useRouterParams();
  const [context, setContext] = useState<BindContext | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const button = useCaptchaButton();
  const definition = useMemo(() => formWithout(ACCOUNT_FORMS.bindCard, context ? bindFormOmits(context, codeSent) : ['captcha']), [context, codeSent]);
  const form = useForm(definition);

  const start = () => {
    setError(null);
    bindUserState().then(
      (user) => {
        // A flow sent back here for a new code keeps its context; a fresh visit starts one.
        const kept = bindFlow.context();
        const fresh = bindContextOf(params, user, previousSpecUrl() ?? '/accounts/bank_cards/');
        const next = kept !== null && kept.authMode === fresh.authMode && kept.cardId === fresh.cardId ? { ...kept, ...user } : fresh;
        bindFlow.start(next);
        setContext(next);
        setNavigationTitle(next.authMode ? T.authTitle : T.bindTitle);
        const stored = bindFlow.storedCard();
        if (stored !== null) form.fill({ bank_card_no: stored.bank_card_no, real_name: stored.real_name ?? '', id_card_no: stored.id_card_no ?? '', mobile: stored.mobile ?? '' });
      },
      (err: unknown) => setError(failureText(err)),
    );
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once on entry; later starts are the user's 重试
  useEffect(start, []);

  const values = (): CardFormValues => ({
    real_name: form.values.real_name ?? '',
    id_card_no: form.values.id_card_no ?? '',
    bank_card_no: form.values.bank_card_no ?? '',
    mobile: form.values.mobile ?? '',
    captcha: form.values.captcha ?? '',
  });

  const sendCode = async () => {
    if (button.disabled) return;
    const checked = await form.submit(['captcha']);
    if (!checked.valid) return;
    button.setSending(true);
    try {
      // verify_timeout offers 重试: the same request again.
      for (;;) {
        const outcome = await bindFlow.sendCode(values());
        if (outcome.type === 'code_sent') {
          button.markSent();
          setCodeSent(true);
          toast(T.codeSentToBank);
          return;
        }
        if ((await follow(outcome)) !== 'retry') return;
      }
    } finally {
      button.setSending(false);
    }
  };

  const next = async () => {
    if (sending) return;
    if (!codeSent) {
      toast(T.verifyFirst);
      return;
    }
    const checked = await form.submit();
    if (!checked.valid) return;
    setSending(true);
    try {
      await follow(await bindFlow.submitCard(values()));
    } finally {
      setSending(false);
    }
  };

  if (error !== null) return <ErrorView text={error} onRetry={start} />;
  if (context === null) return <LoadingView />;
  return (
    <View className="account-screen bind-card-page">
      <Text className="af-title">{context.authMode ? T.authTitle : T.bindTitle}</Text>
      {context.identityOnFile ? (
        <View className="af-field">
          <Text className="af-hint">{T.identityOnFile}</Text>
        </View>
      ) : (
        <>
          <FormField form={form} name="real_name" label={T.realName} placeholder={T.realNamePlaceholder} maxlength={20} />
          <FormField form={form} name="id_card_no" label={T.idCard} placeholder={T.idCardPlaceholder} type="idcard" maxlength={20} />
        </>
      )}
      <FormField
        form={form}
        name="bank_card_no"
        label={T.cardNo}
        placeholder={context.cardTail ? T.authCardNoPlaceholder(context.cardTail) : T.cardNoPlaceholder}
        type="number"
        maxlength={20}
      />
      <FormField form={form} name="mobile" label={T.mobile} placeholder={T.mobilePlaceholder} type="number" maxlength={11} />
      <FormField
        form={form}
        name="captcha"
        label={T.captcha}
        placeholder={T.captchaPlaceholder}
        type="number"
        maxlength={8}
        extra={<CaptchaButton state={button} onSend={() => void sendCode()} />}
      />
      <ErrorList form={form} />
      <Button className="af-submit bind-next" disabled={sending} onClick={() => void next()}>
        {T.next}
      </Button>
    </View>
  );
}

export default largeTextPage(BindCardPage);
