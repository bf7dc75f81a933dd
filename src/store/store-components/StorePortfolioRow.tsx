import { View, Text } from '@tarojs/components';
import { STORE_PAGE_TEXTS as T, type StorePortfolio } from '@fund/core/store';
import { PercentText } from '@/components/PercentText';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

/** One portfolio of a store: name and net value, the last year's yield (or since start) on the right. */
export function StorePortfolioRow({ portfolio, onOpen, side }: { portfolio: StorePortfolio; onOpen: () => void; side?: React.ReactNode }) {
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(portfolio.name))} className="st-row store-portfolio-row tap" onClick={onOpen}>
      <View className="st-row-main">
        <Text>{portfolio.name}</Text>
        <Text className="st-muted">{`${portfolio.symbol} · 净值 ${portfolio.net_value}`}</Text>
      </View>
      <View className="st-row-side">
        <PercentText value={portfolio.yld ?? portfolio.cumulative} />
        <Text className="st-muted">{portfolio.yld === null ? '成立以来' : T.yld}</Text>
        {side}
      </View>
    </View>
  );
}
