// The wallet: its balance (available, on the way to a card, paid out), a withdrawal to a bound card with
// the trade password (arriving the next trading day), and the way to its account changes.
import { useState } from 'react';
import { View, Text, Input, Button } from '@tarojs/components';
import { failureText, type Intent } from '@fund/core/api';
import { parseDecimal } from '@fund/core/money';
import { WALLET_SCREEN_TEXTS as T, walletWithdrawRefusal, type WalletAnswer } from '@fund/core/wallet';
import type { Wire } from '@fund/core/api';
import { navigate, toast, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { changesAssets } from '@/stores/assets-store';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { BankCardPicker } from '@/components/BankCardPicker';
import { TradePasswordDialog } from '@/components/TradePasswordDialog';
import { newPlanIntent, walletApi } from '../services/plan-services';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import '../../components/trade/trade-ui.css';
import './index.css';

function Withdraw({ wallet, cards, onDone }: { wallet: WalletAnswer; cards: readonly Wire.BankCard[]; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(cards[0]?.id ?? null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const value = parseDecimal(amount);
  const refusal = value === null || value.lte(0) ? null : walletWithdrawRefusal(value, wallet.available);
  const ready = value !== null && value.gt(0) && value.round(2).eq(value) && refusal === null && cardId !== null;

  const submit = async (password: string): Promise<string | null> => {
    if (intent === null || cardId === null || value === null) return null;
    try {
      const answer = await changesAssets(walletApi.walletWithdraw({ body: { amount: value.toFixed(2), bank_card_id: cardId, password }, intent }));
      setIntent(null);
      setAmount('');
      toast(T.withdrawSubmitted(answer.arrive_date));
      onDone();
      return null;
    } catch (err) {
      return failureText(err);
    }
  };

  return (
    <View className="card wallet-withdraw">
      <Text className="wallet-section-title">{T.withdraw}</Text>
      <View className="wallet-amount-row">
        <Input className="wallet-input" type="digit" value={amount} placeholder={T.withdrawAmount} onInput={(e) => setAmount(e.detail.value)} />
        <Text {...BUTTON_ROLE} className="wallet-link tap" onClick={() => setAmount(wallet.available)}>
          {T.withdrawAll}
        </Text>
      </View>
      {refusal ? <Text className="wallet-error">{refusal}</Text> : null}
      <Text className="wallet-label">{T.chooseCard}</Text>
      {cards.length === 0 ? (
        <Text {...BUTTON_ROLE} className="wallet-link tap" onClick={() => void navigate('/accounts/bank_cards/bind/')}>
          {T.noCard}
        </Text>
      ) : (
        <BankCardPicker cards={cards} selectedId={cardId} onSelect={(c) => setCardId(c.id)} />
      )}
      <Text className="muted wallet-note">{T.arrivalNote}</Text>
      <Button className="trade-action primary wallet-submit" disabled={!ready} onClick={() => setIntent(newPlanIntent())}>
        {T.submit}
      </Button>
      <TradePasswordDialog
        visible={intent !== null}
        summary={value === null ? undefined : `${T.withdraw} ${value.toFixed(2)}元`}
        onSubmit={submit}
        onClose={() => setIntent(null)}
        onForgot={() => void navigate('/accounts/trade_password/reset/')}
      />
    </View>
  );
}

function WalletPage() {
  const wallet = useAsync(() => walletApi.wallet(), []);
  const cards = useResource(bankCardsStore);
  if (wallet.status === 'error' && wallet.data === null) return <ErrorView text={wallet.error} retryable={wallet.retryable} onRetry={() => void wallet.reload()} />;
  if (cards.status === 'error' && cards.data === null) return <ErrorView text={cards.error} retryable={cards.retryable} onRetry={() => void cards.reload()} />;
  if (wallet.data === null || cards.data === null) return <LoadingView />;
  const w = wallet.data;
  return (
    <View className="wallet-page">
      <View className="card wallet-balance">
        <Text className="wallet-label">{T.available}</Text>
        <Text className="wallet-available">{w.available}</Text>
        <View className="wallet-figures">
          <Text>{`${T.frozen} ${w.frozen}`}</Text>
          <Text>{`${T.withdrawn} ${w.withdrawn}`}</Text>
        </View>
      </View>
      <Withdraw wallet={w} cards={cards.data} onDone={() => void wallet.reload()} />
      <View {...tapLabel(T.changes)} className="card wallet-changes tap" onClick={() => void navigate('/wallets/account_changes/')}>
        <Text>{T.changes}</Text>
        <Text className="muted">›</Text>
      </View>
    </View>
  );
}

export default largeTextPage(WalletPage);
