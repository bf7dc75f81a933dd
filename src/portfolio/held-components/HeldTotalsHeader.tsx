import { View, Text } from '@tarojs/components';
import { HELD_PORTFOLIO_TEXTS as T, type SignedFigure } from '@fund/core/portfolio';
import '../../components/trade/trade-ui.css';
import './held-portfolio.css';

export interface HeldTotals {
  worth: string;
  incomeLatest: SignedFigure;
  incomeTotal: SignedFigure;
}

/** The red header of the held-portfolio screens: worth, latest and total income (white on red: the sign carries up or down). */
export function HeldTotalsHeader({ label, totals, date, fare }: { label: string; totals: HeldTotals | null; date?: string | null; fare?: string | null }) {
  return (
    <View className="hold-header">
      <Text className="hold-header-label">{label}</Text>
      <Text className="hold-header-total hp-worth">{totals?.worth ?? '--'}</Text>
      <View className="hold-header-row">
        <View className="hold-header-cell">
          <Text className="hold-header-label">{T.latestIncome}</Text>
          <Text className="hold-header-cell-value hp-income-latest">{totals?.incomeLatest.text ?? '--'}</Text>
        </View>
        <View className="hold-header-cell">
          <Text className="hold-header-label">{T.totalIncome}</Text>
          <Text className="hold-header-cell-value hp-income-total">{totals?.incomeTotal.text ?? '--'}</Text>
        </View>
        {fare ? (
          <View className="hold-header-cell hp-fare">
            <Text className="hold-header-label">{T.fare}</Text>
            <Text className="hold-header-cell-value">{fare}</Text>
          </View>
        ) : null}
      </View>
      {date ? <Text className="hp-header-date">{date}</Text> : null}
    </View>
  );
}
