import { View, Text, Input } from '@tarojs/components';
import { PORTFOLIO_PAGE_TEXTS as T, weightsTotal } from '@fund/core/portfolio';
import { BUTTON_ROLE } from '@/components/tap-label';

export interface WeightRow {
  symbol: string;
  name: string;
  percent: string;
  /** Whether the row may be taken out (core's adjustableDirections for an existing position). */
  removable: boolean;
}

/** The chosen funds with a percent each, and the running total that must be exactly 100.00%. */
export function WeightRows({ rows, onChange }: { rows: readonly WeightRow[]; onChange: (rows: WeightRow[]) => void }) {
  const total = weightsTotal(rows.map((r) => r.percent));
  const set = (symbol: string, percent: string) => onChange(rows.map((r) => (r.symbol === symbol ? { ...r, percent } : r)));
  return (
    <View className="ow-card weight-rows">
      {rows.map((r) => (
        <View key={r.symbol} className="ow-row weight-row">
          <Text>{r.name}</Text>
          <View>
            <Input className="ow-input ow-weight weight-input" type="digit" value={r.percent} onInput={(e) => set(r.symbol, e.detail.value)} />
            <Text>%</Text>
            {r.removable ? (
              <Text {...BUTTON_ROLE} className="ow-link remove-fund tap" onClick={() => onChange(rows.filter((x) => x.symbol !== r.symbol))}>
                {` ${T.remove}`}
              </Text>
            ) : null}
          </View>
        </View>
      ))}
      <Text className={`weights-total ${total.exact ? 'ow-flat' : 'ow-error'}`}>{total.text}</Text>
    </View>
  );
}
