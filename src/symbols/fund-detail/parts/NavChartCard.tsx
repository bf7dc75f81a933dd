import { View, Text } from '@tarojs/components';
import {
  FUND_DETAIL_TEXTS,
  NAV_CHART_PERIODS,
  NAV_CHART_X_SPLITS,
  fundChartData,
  navChartPoints,
  periodReturnPercent,
  type NavChartPeriod,
} from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { useMemo } from 'react';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { NavChart } from '../../components/NavChart';
import type { AsyncState } from '@/hooks/useAsync';
import { BUTTON_ROLE } from '@/components/tap-label';

export interface NavChartCardProps {
  period: NavChartPeriod;
  onPeriod: (key: string) => void;
  history: AsyncState<Wire.NetValuePoint[]>;
  onRetry: () => void;
  /** A money-like fund charts its 7-day yield (its NAV stays 1.0000). */
  moneyLike: boolean;
}

/** The NAV chart with its period tabs and the period's return. */
export function NavChartCard({ period, onPeriod, history, onRetry, moneyLike }: NavChartCardProps) {
  const points = useMemo(() => navChartPoints(history.data ?? [], period), [history.data, period]);
  const data = useMemo(() => fundChartData(points, moneyLike), [points, moneyLike]);
  return (
    <View className="card fd-chart-card">
      <View className="fd-chart-head">
        <Text className="fd-block-title">{moneyLike ? FUND_DETAIL_TEXTS.yieldChart : FUND_DETAIL_TEXTS.navChart}</Text>
        <View className="fd-chart-return">
          <Text className="fd-chart-return-label">{FUND_DETAIL_TEXTS.periodReturn}</Text>
          <PercentText value={periodReturnPercent(points)} />
        </View>
      </View>
      {/* The chart's box keeps its height through loading, error and empty, so nothing below it shifts. */}
      <View className="fd-chart-box">
        {points.length === 0 && history.status === 'loading' ? <LoadingView /> : null}
        {points.length === 0 && history.status === 'error' ? <ErrorView text={history.error} onRetry={onRetry} /> : null}
        {points.length === 0 && history.status === 'ready' ? <EmptyView text={FUND_DETAIL_TEXTS.chartEmpty} /> : null}
        {points.length > 0 ? <NavChart id="fund-nav-chart" data={data} xSplits={NAV_CHART_X_SPLITS} /> : null}
      </View>
      <View className="fd-periods">
        {NAV_CHART_PERIODS.map((p) => (
          <Text {...BUTTON_ROLE} key={p.key} className={`fd-period tap${p.key === period.key ? ' fd-period-active' : ''}`} onClick={() => onPeriod(p.key)}>
            {p.label}
          </Text>
        ))}
      </View>
    </View>
  );
}
