import { View, Text } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { formatAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import type { NavStatusAnswer } from '@fund/core/assets';
import { IncomeAmountText } from '../../components/trade/IncomeAmountText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../../components/trade/trade-ui.css';

type NavStatusItem = NavStatusAnswer['items'][number];

/** One held fund: name and code, its NAV status for today, worth, yesterday's income and income to date. */
export function HoldingRow({ holding, navStatus, onOpen }: { holding: Wire.FundHolding; navStatus?: NavStatusItem; onOpen: (holding: Wire.FundHolding) => void }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(holding.fund.abbr_name))} className="hold-row" onClick={() => onOpen(holding)}>
      <View>
        <Text className="hold-row-name">{holding.fund.abbr_name}</Text>
        <Text className="hold-row-code">{holding.fund.symbol}</Text>
        {navStatus ? <Text className={`hold-row-nav-status nav-status-${navStatus.status}`}>{navStatus.status_display}</Text> : null}
      </View>
      {navStatus && navStatus.status !== 'updated' ? <Text className="hold-row-nav-note">{navStatus.note}</Text> : null}
      <View className="hold-row-figures">
        <View className="hold-row-figure">
          <Text className="hold-row-figure-label">{T.worthValue}</Text>
          <Text className="hold-row-figure-value hold-row-worth">{formatAmount(holding.worth_value)}</Text>
        </View>
        <View className="hold-row-figure">
          <Text className="hold-row-figure-label">{T.yesterdayIncome}</Text>
          <IncomeAmountText className="hold-row-figure-value" value={holding.income_latest} />
        </View>
        <View className="hold-row-figure">
          <Text className="hold-row-figure-label">{T.totalIncome}</Text>
          <IncomeAmountText className="hold-row-figure-value" value={holding.income_total} />
        </View>
      </View>
    </View>
  );
}
