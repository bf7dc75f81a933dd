import { View, Text, Button } from '@tarojs/components';
import { BANK_CARD_SCREEN_TEXTS as T, bankCardNeedsAuth, bankCardNote } from '@fund/core/card';
import { bankLimitText } from '@fund/core/money';
import { navigate, largeTextPage } from '@/platform';
import { useResource } from '@/stores/useResource';
import { bankCardsStore } from '@/stores/bank-cards-store';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

function BankCardsPage() {
  const cards = useResource(bankCardsStore);

  return (
    <View className="account-screen bank-cards-page">
      {cards.status === 'loading' && cards.data === null ? <LoadingView /> : null}
      {cards.status === 'error' ? <ErrorView text={cards.error} onRetry={() => void cards.reload()} retryable={cards.retryable} /> : null}
      {cards.data?.length === 0 ? <EmptyView /> : null}
      {(cards.data ?? []).map((card) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(`${card.bank.name}(${card.bank_card_no_tail})`))} key={card.id} className="card bank-card-row tap" onClick={() => void navigate(`/accounts/bank_cards/detail/${card.id}/`)}>
          <Text className="bank-card-name">{`${card.bank.name}(${card.bank_card_no_tail})`}</Text>
          {card.is_default ? <Text className="muted">{` ${T.defaultCard}`}</Text> : null}
          <Text className="muted bank-card-note">{bankCardNote(card) ?? (bankCardNeedsAuth(card) ? T.needsAuth : bankLimitText(card.bank))}</Text>
        </View>
      ))}
      <Button className="af-submit bank-cards-add" onClick={() => void navigate('/accounts/bank_cards/bind/')}>
        {T.add}
      </Button>
    </View>
  );
}

export default largeTextPage(BankCardsPage);
