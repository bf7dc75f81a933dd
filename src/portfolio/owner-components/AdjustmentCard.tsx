import { View, Text } from '@tarojs/components';
import { PORTFOLIO_PAGE_TEXTS as T, type AdjustmentView } from '@fund/core/portfolio';

/** One position adjustment: date, 调仓说明, and each fund's old % → new % with ↑ / ↓. */
export function AdjustmentCard({ view }: { view: AdjustmentView }) {
  return (
    <View className="ow-card adjustment-card">
      <Text className="ow-title">{view.date}</Text>
      {view.pending ? <Text className="ow-muted adjustment-pending">{` ${view.pending}`}</Text> : null}
      <View>
        <Text className="ow-muted">{`${T.adjustNote}：${view.note}`}</Text>
      </View>
      {view.rows.map((r) => (
        <View key={r.key} className="ow-row adjustment-row">
          <Text>{r.name}</Text>
          <Text className={`ow-${r.tone}`}>{`${r.change} ${r.arrow}`.trim()}</Text>
        </View>
      ))}
    </View>
  );
}
