import { View, Text } from '@tarojs/components';
import { SEARCH_TEXTS } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { PercentText } from '@/components/PercentText';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import type { AsyncState } from '@/hooks/useAsync';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

export interface SearchAnswer {
  funds: Wire.FundRow[];
  managers: Wire.FundManager[];
}

export interface SearchResultsProps {
  state: AsyncState<SearchAnswer>;
  onRetry: () => void;
  onFund: (fund: Wire.FundRow) => void;
  onManager: (manager: Wire.FundManager) => void;
}

/** Funds and managers matching the submitted term. */
export function SearchResults({ state, onRetry, onFund, onManager }: SearchResultsProps) {
  if (state.status === 'loading' && state.data === null) return <LoadingView />;
  if (state.status === 'error') return <ErrorView text={state.error} onRetry={onRetry} />;
  const { funds, managers } = state.data ?? { funds: [], managers: [] };
  if (funds.length === 0 && managers.length === 0) {
    return (
      <View className="search-block">
        <Text className="search-none">{SEARCH_TEXTS.noResult}</Text>
      </View>
    );
  }
  return (
    <View>
      {funds.length > 0 ? (
        <View className="search-block">
          <Text className="search-block-title">{SEARCH_TEXTS.funds}</Text>
          {funds.map((f) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(f.abbr_name))} key={f.symbol} className="search-fund tap" onClick={() => onFund(f)}>
              <View className="search-fund-name">
                <Text className="search-fund-title">{f.abbr_name}</Text>
                <Text className="search-fund-code">{f.symbol}</Text>
              </View>
              <PercentText value={f.recommend_percent_value} />
            </View>
          ))}
        </View>
      ) : null}
      {managers.length > 0 ? (
        <View className="search-block">
          <Text className="search-block-title">{SEARCH_TEXTS.managers}</Text>
          {managers.map((m) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.open(m.name))} key={m.id} className="search-manager tap" onClick={() => onManager(m)}>
              <Text className="search-fund-title">{m.name}</Text>
              <Text className="search-fund-code">{m.fund_company}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}
