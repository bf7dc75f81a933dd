import { View, Text } from '@tarojs/components';
import { PORTFOLIO_TRADE_TEXTS, type ProposalView } from '@fund/core/portfolio';
import './portfolio-trade.css';

/** The proposal's funds: name, direction, amount and percent per row, then the total and the fee. */
export function ProposalTable({ view }: { view: ProposalView }) {
  return (
    <View className="pt-card proposal-table">
      <View className="pt-table-head">
        <Text className="pt-col-name">{PORTFOLIO_TRADE_TEXTS.columnFund}</Text>
        <Text className="pt-col">{PORTFOLIO_TRADE_TEXTS.columnDirection}</Text>
        <Text className="pt-col">{PORTFOLIO_TRADE_TEXTS.columnAmount}</Text>
        <Text className="pt-col">{PORTFOLIO_TRADE_TEXTS.columnPercent}</Text>
      </View>
      {view.rows.map((row) => (
        <View key={row.key} className="pt-table-row proposal-row">
          <View className="pt-col-name">
            <Text className="pt-fund-name">{row.name}</Text>
            <Text className="pt-muted">{row.symbol}</Text>
          </View>
          <Text className={`pt-col pt-direction pt-${row.tone}`}>{row.direction}</Text>
          <Text className="pt-col">{row.amount}</Text>
          <Text className="pt-col">{row.percent}</Text>
        </View>
      ))}
      <View className="pt-row proposal-total">
        <Text className="pt-label">{PORTFOLIO_TRADE_TEXTS.total}</Text>
        <Text className="pt-value">{`${view.total}元`}</Text>
      </View>
      <View className="pt-row proposal-fee">
        <Text className="pt-label">{PORTFOLIO_TRADE_TEXTS.fee}</Text>
        <Text className="pt-value">{view.fee}</Text>
      </View>
      {view.card ? (
        <View className="pt-row proposal-card">
          <Text className="pt-label">{PORTFOLIO_TRADE_TEXTS.card}</Text>
          <Text className="pt-value">{view.card}</Text>
        </View>
      ) : null}
    </View>
  );
}
