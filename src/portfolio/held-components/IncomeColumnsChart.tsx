import { View, Text } from '@tarojs/components';
import type { IncomeColumn } from '@fund/core/assets';
import './held-portfolio.css';

/** Daily income as CSS columns above (up) and below (down) a middle line: no chart library in this subpackage. */
export function IncomeColumnsChart({ columns }: { columns: IncomeColumn[] }) {
  const newest = columns[columns.length - 1];
  if (!newest) return null;
  return (
    <View className="hp-income-columns">
      <View className="hp-columns">
        {columns.map((c) => (
          <View key={c.date} className="hp-column" data-date={c.date} data-height={c.height}>
            <View className="hp-column-half hp-top">{c.tone === 'up' ? <View className="hp-column-bar up" style={{ height: `${c.height}%` }} /> : null}</View>
            <View className="hp-column-half hp-bottom">{c.tone === 'down' ? <View className="hp-column-bar down" style={{ height: `${c.height}%` }} /> : null}</View>
          </View>
        ))}
      </View>
      <View className="hp-columns-caption">
        <Text>{`${columns[0]?.date ?? ''} ~ ${newest.date}`}</Text>
        <Text className={`percent-text ${newest.tone} hp-income-newest`}>{newest.text}</Text>
      </View>
    </View>
  );
}
