import { useState } from 'react';
import { View, Text, Button } from '@tarojs/components';
import { BANK_CARD_SCREEN_TEXTS as T, bankCardNeedsAuth, bankCardNote } from '@fund/core/card';
import { bankLimitText } from '@fund/core/money';
import { failureText } from '@fund/core/api';
import { navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';

import { accountExtras as extras, ensureCsrf } from '@/services/account-services';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { ErrorView, LoadingView } from '@/components/StatusViews';


function BankCardDetailPage() {
  const { id = '' } = useRouterParams();
  const card = useAsync(() => extras.bankCard({ params: { id } }), [id]);
  const [busy, setBusy] = useState(false);

  const makeDefault = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await ensureCsrf();
      await extras.setDefaultBankCard({ params: { id } });
      bankCardsStore.invalidate();
      toast(T.setDefaultDone);
      await card.reload();
    } catch (err) {
      toast(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  if (card.status === 'error') return <ErrorView text={card.error} onRetry={() => void card.reload()} retryable={card.retryable} />;
  if (card.data === null) return <LoadingView />;
  const c = card.data;
  return (
    <View className="account-screen bank-card-detail-page">
      <View className="af-list">
        <View className="af-item">
          <Text>{c.bank.name}</Text>
          <Text className="af-item-value">{c.bank_card_no}</Text>
        </View>
        <View className="af-item">
          <Text>{T.realName}</Text>
          <Text className="af-item-value">{c.real_name}</Text>
        </View>
        <View className="af-item">
          <Text>{T.cardStatus}</Text>
          <Text className="af-item-value">{bankCardNote(c) ?? (bankCardNeedsAuth(c) ? T.needsAuth : T.statusUsable)}</Text>
        </View>
        <View className="af-item">
          <Text className="af-item-value">{bankLimitText(c.bank)}</Text>
        </View>
      </View>
      {bankCardNeedsAuth(c) ? (
        <Button className="af-submit bank-card-auth" onClick={() => void navigate(`/accounts/bank_cards/bind/?cardNo=${c.bank_card_no_tail}&id=${c.id}`)}>
          {T.authenticate}
        </Button>
      ) : null}
      {!c.is_default && !bankCardNeedsAuth(c) ? (
        <Button className="af-submit bank-card-default" disabled={busy} onClick={() => void makeDefault()}>
          {T.setDefault}
        </Button>
      ) : null}
    </View>
  );
}

export default largeTextPage(BankCardDetailPage);
