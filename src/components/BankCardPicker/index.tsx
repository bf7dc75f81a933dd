import { View, Text, Image, Button } from '@tarojs/components';
import { BANK_CARD_PICKER_TEXTS, bankCardNote, isBankCardSelectable, type BankCardLike } from '@fund/core/card';
import { bankLimitText } from '@fund/core/money';
import { tapLabel } from '../tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

export interface PickerCard extends BankCardLike {
  id: number;
  bank_card_no_tail: string;
  bank: { name: string; logo?: string | null; single_limit: string; single_day_limit: string };
}

export interface BankCardPickerProps {
  cards: readonly PickerCard[];
  selectedId: number | null;
  onSelect: (card: PickerCard) => void;
  /** 使用新卡支付: the bind flow. Omit to hide the button. */
  onNewCard?: () => void;
}

/** The radio list of payment cards. A card that cannot pay shows its note and cannot be picked. */
export function BankCardPicker({ cards, selectedId, onSelect, onNewCard }: BankCardPickerProps) {
  return (
    <View className="bank-card-picker">
      {cards.length === 0 ? <Text className="bcp-empty">{BANK_CARD_PICKER_TEXTS.empty}</Text> : null}
      {cards.map((card) => {
        const selectable = isBankCardSelectable(card);
        const note = bankCardNote(card);
        const selected = selectable && card.id === selectedId;
        return (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(`${card.bank.name}(${card.bank_card_no_tail})`))}
            key={card.id}
            className={`bcp-card${selectable ? '' : ' bcp-card-disabled'}${selected ? ' bcp-card-selected' : ''}`}
            onClick={() => {
              if (selectable) onSelect(card);
            }}
          >
            {card.bank.logo ? <Image className="bcp-logo" src={card.bank.logo} /> : null}
            <View className="bcp-body">
              <Text className="bcp-name">{`${card.bank.name}(${card.bank_card_no_tail})`}</Text>
              <Text className="bcp-limit">{note ?? bankLimitText(card.bank)}</Text>
            </View>
            <View className={`bcp-radio${selected ? ' bcp-radio-on' : ''}`} />
          </View>
        );
      })}
      {onNewCard ? (
        <Button className="bcp-new-card" onClick={onNewCard}>
          {BANK_CARD_PICKER_TEXTS.payWithNewCard}
        </Button>
      ) : null}
    </View>
  );
}

export default BankCardPicker;
