import { View, Text } from '@tarojs/components';
import { PORTFOLIO_TRADE_URLS } from '@fund/core/portfolio';
import { formatSignedPercent } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

/** A portfolio in a list (following, topics): name, NAV and its year's return; opens /p/{id}/. */
export function PortfolioRowLink({ portfolio }: { portfolio: Wire.Portfolio }) {
  const yld = formatSignedPercent(portfolio.yld ?? portfolio.cumulative);
  return (
    <View {...tapLabel(ACCESSIBILITY_TEXTS.open(portfolio.name))} className="ow-row portfolio-row tap" onClick={() => void navigate(PORTFOLIO_TRADE_URLS.detail(portfolio.id))}>
      <View>
        <Text className="ow-title">{portfolio.name}</Text>
        <View>
          <Text className="ow-muted">{`${portfolio.symbol} 净值${portfolio.net_value}`}</Text>
        </View>
      </View>
      <Text className={`ow-${yld.tone}`}>{yld.text}</Text>
    </View>
  );
}
