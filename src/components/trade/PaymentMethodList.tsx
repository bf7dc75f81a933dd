import { View, Text, Button } from '@tarojs/components';
import { FUND_TRADE_TEXTS, type PaymentOption } from '@fund/core/trade';
import { tapLabel } from '../tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './trade-components.css';

export interface PaymentMethodListProps {
  options: readonly PaymentOption[];
  selectedKey: string | null;
  onSelect: (option: PaymentOption) => void;
  /** 使用新卡支付: the bind flow. */
  onNewCard?: () => void;
}

/** Bank cards and the cash treasure as one radio list; a method that cannot pay is greyed and cannot be picked. */
export function PaymentMethodList({ options, selectedKey, onSelect, onNewCard }: PaymentMethodListProps) {
  return (
    <View className="tc-card payment-methods">
      <Text className="tc-label">{FUND_TRADE_TEXTS.paymentLabel}</Text>
      {options.map((option) => {
        const selected = option.selectable && option.key === selectedKey;
        return (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(option.title))}
            key={option.key}
            className={`tc-option tap payment-option${option.selectable ? '' : ' tc-option-disabled'}${selected ? ' tc-option-selected' : ''}`}
            onClick={() => {
              if (option.selectable) onSelect(option);
            }}
          >
            <View className="tc-option-body">
              <Text className="tc-option-title">{option.title}</Text>
              <Text className="tc-muted tc-option-hint">{option.hint}</Text>
            </View>
            <View className={`tc-radio${selected ? ' tc-radio-on' : ''}`} />
          </View>
        );
      })}
      {onNewCard ? (
        <Button className="tc-link-button tap" onClick={onNewCard}>
          {FUND_TRADE_TEXTS.newCard}
        </Button>
      ) : null}
    </View>
  );
}
