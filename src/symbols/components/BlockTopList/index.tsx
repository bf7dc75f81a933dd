import { View, Text } from '@tarojs/components';
import { MARKET_TEXTS, jsonDecimal, jsonRows, marketApi, readBlockTradeRow, readSymbolRow } from '@fund/core/market';
import { navigate } from '@/platform';
import { apiClient } from '@/services/api-client';
import { PercentText } from '@/components/PercentText';
import { AsyncBody, useScreenData } from '../AsyncBody';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

const market = marketApi(apiClient);

export interface BlockTopListProps {
  /** Where a row leads: the stock's page or its block trades. */
  target: (symbol: string) => string;
}

/** The latest day's block trades by stock, largest amount first. */
export function BlockTopList({ target }: BlockTopListProps) {
  const state = useScreenData(
    async () => jsonRows(await market.blockTradesDailyTop({})).map((r) => ({ ...readSymbolRow(r), trade: readBlockTradeRow(r), percentage: jsonDecimal(r, 'percentage') })),
    [],
  );
  return (
    <AsyncBody state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <View className="card">
          <Text className="mk-note">{rows[0]?.trade.date ?? ''}</Text>
          <View className="mk-head">
            <Text className="mk-main" />
            <Text className="mk-cell">{MARKET_TEXTS.amount}</Text>
            <Text className="mk-cell">{MARKET_TEXTS.premium}</Text>
            <Text className="mk-cell">{MARKET_TEXTS.dayPercent}</Text>
          </View>
          {rows.map((r) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(r.name))} key={r.symbol} className="mk-row block-top-row tap" onClick={() => void navigate(target(r.symbol))}>
              <View className="mk-main">
                <Text className="mk-name">{r.name}</Text>
                <Text className="mk-sub">{`${r.symbol} · ${r.trade.count ?? 0}${MARKET_TEXTS.tradeUnit}`}</Text>
              </View>
              <Text className="mk-cell">{r.trade.amount}</Text>
              <View className="mk-cell">
                <PercentText value={r.trade.premium} />
              </View>
              <View className="mk-cell">
                <PercentText value={r.percentage} />
              </View>
            </View>
          ))}
        </View>
      )}
    </AsyncBody>
  );
}
