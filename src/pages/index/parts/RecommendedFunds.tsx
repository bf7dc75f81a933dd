import { View, Text } from '@tarojs/components';
import { HOME_TEXTS } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { PercentText } from '@/components/PercentText';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import type { AsyncState } from '@/hooks/useAsync';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

export interface RecommendedFundsProps {
  state: AsyncState<Wire.FundRow[]>;
  onRetry: () => void;
  onOpen: (fund: Wire.FundRow) => void;
}

/** Two recommended funds, each with the figure the server chose to show (1-year return or 7-day yield). */
export function RecommendedFunds({ state, onRetry, onOpen }: RecommendedFundsProps) {
  const funds = state.data ?? [];
  return (
    <View className="card home-recommend">
      <View className="home-block-head">
        <Text className="home-block-title">{HOME_TEXTS.recommendTitle}</Text>
      </View>
      {funds.length === 0 && state.status === 'loading' ? <LoadingView /> : null}
      {funds.length === 0 && state.status === 'error' ? <ErrorView text={state.error} onRetry={onRetry} /> : null}
      {funds.length === 0 && state.status === 'ready' ? <EmptyView /> : null}
      {funds.map((fund) => (
        <View {...tapLabel(ACCESSIBILITY_TEXTS.open(fund.abbr_name))} key={fund.symbol} className="home-fund tap" onClick={() => onOpen(fund)}>
          <View className="home-fund-figure">
            <Text className="home-fund-percent">
              <PercentText value={fund.recommend_percent_value} />
            </Text>
            <Text className="home-fund-label">{fund.recommend_percent_display}</Text>
          </View>
          <View className="home-fund-name">
            <Text className="home-fund-title">{fund.abbr_name}</Text>
            <Text className="home-fund-code">{fund.symbol}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}
