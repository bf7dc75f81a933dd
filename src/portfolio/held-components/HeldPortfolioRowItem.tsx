import { View, Text } from '@tarojs/components';
import { HELD_PORTFOLIO_TEXTS as T, type HeldPortfolioRow } from '@fund/core/portfolio';
import { SignedFigureText } from './SignedFigureText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import '../../components/trade/trade-ui.css';
import './held-portfolio.css';

/** One held portfolio: its name, worth, latest and total income, and what still waits for confirmation. */
export function HeldPortfolioRowItem({ row, onOpen }: { row: HeldPortfolioRow; onOpen: (row: HeldPortfolioRow) => void }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(row.name))} className="hold-row held-portfolio-row" data-portfolio-id={row.id} onClick={() => onOpen(row)}>
      <Text className="hold-row-name">{row.name}</Text>
      <View className="hold-row-figures">
        <View className="hold-row-figure">
          <Text className="hold-row-figure-label">{T.worthValue}</Text>
          <Text className="hold-row-figure-value">{row.worth}</Text>
        </View>
        <View className="hold-row-figure">
          <Text className="hold-row-figure-label">{T.latestIncome}</Text>
          <SignedFigureText className="hold-row-figure-value" figure={row.incomeLatest} />
        </View>
        <View className="hold-row-figure">
          <Text className="hold-row-figure-label">{T.totalIncome}</Text>
          <SignedFigureText className="hold-row-figure-value" figure={row.incomeTotal} />
        </View>
      </View>
      {row.note ? <Text className="hp-note">{row.note}</Text> : null}
    </View>
  );
}
