import { View, Text } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { fixedInvestmentDateLine, fixedInvestmentStatusText, tradeDayText } from '@fund/core/plan';
import { formatAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { TradeInfoRow } from '../../components/trade/TradeInfoRow';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../../components/trade/trade-ui.css';

/** One fixed-investment plan of a held fund: amount and schedule, status, the next (or last) date. */
export function HoldingPlanRow({ plan, onOpen }: { plan: Wire.FixedInvestmentRecord; onOpen: (id: number) => void }) {
  const line = fixedInvestmentDateLine(plan);
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(tradeDayText(plan.period_unit, plan.trade_date)))} className="card holding-plan tap" data-plan-id={plan.id} onClick={() => onOpen(plan.id)}>
      <View className="hold-link-row">
        <Text className="hold-row-name">{tradeDayText(plan.period_unit, plan.trade_date)}</Text>
        <Text className="muted">{` ${fixedInvestmentStatusText(plan.status)}`}</Text>
      </View>
      <TradeInfoRow label={T.planAmount} value={`${formatAmount(plan.amount)}元`} />
      <TradeInfoRow label={T.planTotal} value={`${formatAmount(plan.total_amount)}元`} />
      {line ? <TradeInfoRow label={line.label} value={line.reason ? `${line.date} ${line.reason}` : line.date} /> : null}
    </View>
  );
}
