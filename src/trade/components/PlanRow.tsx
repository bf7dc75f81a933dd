// One fixed-investment plan in a list: fund, status, schedule, total invested and its date line.
import { View, Text } from '@tarojs/components';
import {
  FIXED_INVESTMENT_SCREEN_TEXTS as T,
  fixedInvestmentDateLine,
  fixedInvestmentScheduleText,
  fixedInvestmentStatusText,
  fixedInvestmentStatusTone,
} from '@fund/core/plan';
import { formatAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './plan-ui.css';

export function PlanStatusTag({ status }: { status: number }) {
  return <Text className={`plan-status plan-status-${fixedInvestmentStatusTone(status)}`}>{fixedInvestmentStatusText(status)}</Text>;
}

export function PlanDateLine({ plan }: { plan: Wire.FixedInvestmentRecord }) {
  const line = fixedInvestmentDateLine(plan);
  if (!line) return null;
  return <Text className="plan-date-line">{`${line.label} ${line.date}${line.reason ? ` · ${line.reason}` : ''}`}</Text>;
}

export function PlanRow({ plan, onOpen }: { plan: Wire.FixedInvestmentRecord; onOpen: (plan: Wire.FixedInvestmentRecord) => void }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(plan.fund.abbr_name))} className="plan-row" onClick={() => onOpen(plan)}>
      <View className="plan-row-top">
        <Text className="plan-row-name">{plan.fund.abbr_name}</Text>
        <PlanStatusTag status={plan.status} />
      </View>
      <Text className="plan-row-schedule">{fixedInvestmentScheduleText(plan)}</Text>
      <View className="plan-row-figures">
        <View className="plan-figure">
          <Text className="plan-figure-label">{T.totalAmountLabel}</Text>
          <Text className="plan-figure-value">{formatAmount(plan.total_amount)}</Text>
        </View>
        <View className="plan-figure">
          <Text className="plan-figure-label">{T.sharesLabel}</Text>
          <Text className="plan-figure-value">{formatAmount(plan.shares_current)}</Text>
        </View>
      </View>
      <PlanDateLine plan={plan} />
    </View>
  );
}
