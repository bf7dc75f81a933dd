import { View, Text } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { formatAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { TradeInfoRow } from '../../components/trade/TradeInfoRow';
import '../../components/trade/trade-ui.css';

/** Shares held through each bank card: held, available and their worth. */
export function SharesByCardList({ cards }: { cards: Wire.BankCard[] }) {
  return (
    <View className="shares-by-card">
      {cards.map((card) => (
        <View key={card.id} className="shares-card">
          <Text className="shares-card-bank">{`${card.bank.name}(${card.bank_card_no_tail})`}</Text>
          <TradeInfoRow label={T.sharesCurrent} value={formatAmount(card.shares_current ?? '0')} />
          <TradeInfoRow label={T.sharesEnable} value={formatAmount(card.shares_enable ?? '0')} />
          <TradeInfoRow label={T.worthValue} value={formatAmount(card.worth_value ?? '0')} />
        </View>
      ))}
    </View>
  );
}
