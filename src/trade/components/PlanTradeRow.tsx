// One placed trade in the plan detail and the cash-treasure trade list: what it was, when, how much, its status.
import { View, Text } from '@tarojs/components';
import { formatAmount } from '@fund/core/money';
import { publishTimeText } from '@fund/core/research';
import { tradeDirectionText, tradeStatusText } from '@fund/core/trade';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './plan-ui.css';

export function PlanTradeRow({ trade, isBao = false }: { trade: Wire.TradeRecord; isBao?: boolean }) {
  const bao = isBao || trade.fund?.is_bao === true;
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(`${tradeDirectionText(trade.direction, bao)}${trade.fund && !bao ? ` ${trade.fund.abbr_name}` : ''}`))} className="plan-trade-row" onClick={() => void navigate(`/accounts/funds/trades/${trade.id}/`)}>
      <View className="plan-trade-main">
        <Text className="plan-trade-title">{`${tradeDirectionText(trade.direction, bao)}${trade.fund && !bao ? ` ${trade.fund.abbr_name}` : ''}`}</Text>
        <Text className="plan-trade-time">{publishTimeText(trade.apply_date)}</Text>
      </View>
      <View className="plan-trade-side">
        <Text className="plan-trade-amount">{`${formatAmount(trade.amount)}元`}</Text>
        <Text className="plan-trade-status">{tradeStatusText({ status: trade.status, direction: trade.direction, isBao: bao })}</Text>
      </View>
    </View>
  );
}
