import { View, Text } from '@tarojs/components';
import { FUND_DETAIL_TEXTS } from '@fund/core/fund';
import { buyButtonState, fixedInvestmentButtonState, sellButtonState, type ButtonState } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { BUTTON_ROLE } from '@/components/tap-label';

export interface TradeBarProps {
  fund: Wire.FundDetail;
  followed: boolean;
  onFollow: () => void;
  onOpen: (url: string) => void;
}

function TradeButton({ state, url, kind, onOpen }: { state: ButtonState; url: string; kind: string; onOpen: (url: string) => void }) {
  return (
    <View ariaLabel={state.label}
      className={`fd-trade-button fd-trade-${kind}${state.enabled ? '' : ' fd-trade-disabled'}`}
      role="button"
      aria-disabled={!state.enabled}
      onClick={() => {
        if (state.enabled) onOpen(url);
      }}
    >
      <Text>{state.label}</Text>
    </View>
  );
}

/** The bottom bar: follow, then fixed investment, sell and buy as core's rules allow. */
export function TradeBar({ fund, followed, onFollow, onOpen }: TradeBarProps) {
  const base = `/s/${fund.symbol}`;
  return (
    <View className="fd-trade-bar">
      <Text className={`fd-follow${followed ? ' fd-follow-on' : ''}`} {...BUTTON_ROLE} aria-pressed={followed} onClick={onFollow}>
        {followed ? FUND_DETAIL_TEXTS.followed : FUND_DETAIL_TEXTS.follow}
      </Text>
      <TradeButton state={fixedInvestmentButtonState(fund)} url={`${base}/fixed_investment/`} kind="fixed" onOpen={onOpen} />
      <TradeButton state={sellButtonState(fund)} url={`${base}/sell/`} kind="sell" onOpen={onOpen} />
      <TradeButton state={buyButtonState(fund)} url={`${base}/buy/`} kind="buy" onOpen={onOpen} />
    </View>
  );
}
