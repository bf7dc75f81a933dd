import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { RETURN_PERIODS, TRUE_RETURNS_TEXTS as T, trueReturnsView, type ReturnPeriodKey } from '@fund/core/assets';
import { useAsync } from '@/hooks/useAsync';
import { insights } from '@/services/trade-record-services';
import { TradeInfoRow } from './TradeInfoRow';
import { BUTTON_ROLE } from '../tap-label';
import './trade-ui.css';

/** Whose returns: one of fund_id, plan_id or portfolio_id (the call's own query fields), or none for every fund held directly. */
export type TrueReturnsScope = Omit<NonNullable<NonNullable<Parameters<typeof insights.trueReturns>[0]>['query']>, 'period'>;

/**
 * 真实收益: what the investor earned (money-weighted) beside what the funds did (time-weighted), by period,
 * for one held fund, plan or portfolio, or (no scope) every fund held directly.
 */
export function TrueReturnsCard({ scope = {}, refreshKey = 0 }: { scope?: TrueReturnsScope; refreshKey?: number }) {
  const [period, setPeriod] = useState<ReturnPeriodKey>('all');
  const { fund_id, plan_id, portfolio_id } = scope;
  const returns = useAsync(() => insights.trueReturns({ query: { period, ...scope } }), [period, fund_id, plan_id, portfolio_id, refreshKey]);
  const view = returns.data ? trueReturnsView(returns.data) : null;
  return (
    <View className="card true-returns" aria-label={T.title}>
      <Text className="true-returns-title">{T.title}</Text>
      <View className="record-tabs true-returns-periods">
        {RETURN_PERIODS.map((p) => (
          <Text {...BUTTON_ROLE} key={p.key} className={`record-tab tap${p.key === period ? ' selected' : ''}`} onClick={() => setPeriod(p.key)}>
            {p.label}
          </Text>
        ))}
      </View>
      {view === null ? (
        <Text className="true-returns-note">{returns.status === 'loading' ? '…' : (returns.error ?? '')}</Text>
      ) : view.kind === 'empty' ? (
        <Text className="true-returns-note">{view.text}</Text>
      ) : (
        <View>
          {view.rows.map((row) => (
            <TradeInfoRow key={row.key} className={`true-returns-${row.key}`} label={row.label} value={<Text className={row.display.tone}>{row.display.text}</Text>} />
          ))}
          <Text className="true-returns-note">{view.range}</Text>
          {view.gapNote ? <Text className="true-returns-note true-returns-gap">{view.gapNote}</Text> : null}
          <Text className="true-returns-note">{T.explanation}</Text>
        </View>
      )}
    </View>
  );
}
