import { View, Text } from '@tarojs/components';
import { FUND_DETAIL_TEXTS, fundSubtypeText, isFreeRateFund } from '@fund/core/fund';
import { formatAmount } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { PercentText } from '@/components/PercentText';

/** Name, type and risk, and the latest NAV (or, for money funds, the yield and income per 10,000 shares). */
export function FundHeader({ fund }: { fund: Wire.FundDetail }) {
  const money = isFreeRateFund(fund.symbol_stype);
  return (
    <View className="fd-header">
      <View className="fd-title-row">
        <Text className="fd-name">{fund.abbr_name}</Text>
        <Text className="fd-code">{fund.symbol}</Text>
      </View>
      <View className="fd-tags">
        <Text className="fd-tag">{fundSubtypeText(fund.symbol_stype)}</Text>
        <Text className="fd-tag">{fund.investment_risk_display}</Text>
      </View>
      <View className="fd-figures">
        {money ? (
          <>
            <View className="fd-figure">
              <Text className="fd-figure-label">{FUND_DETAIL_TEXTS.yearYield}</Text>
              <PercentText value={fund.year_yld} dp={4} />
            </View>
            <View className="fd-figure">
              <Text className="fd-figure-label">{FUND_DETAIL_TEXTS.incomePer10000}</Text>
              <Text className="fd-figure-value">{formatAmount(fund.tenthou_unit_incm, 4)}</Text>
            </View>
          </>
        ) : (
          <>
            <View className="fd-figure">
              <Text className="fd-figure-label">{`${FUND_DETAIL_TEXTS.netValue}(${fund.tradedate.slice(5)})`}</Text>
              <Text className="fd-figure-value fd-nav">{fund.net_value}</Text>
            </View>
            <View className="fd-figure">
              <Text className="fd-figure-label">{FUND_DETAIL_TEXTS.dayPercent}</Text>
              <PercentText value={fund.percent_day} />
            </View>
            <View className="fd-figure">
              <Text className="fd-figure-label">{FUND_DETAIL_TEXTS.netCumulative}</Text>
              <Text className="fd-figure-value">{fund.net_cumulative}</Text>
            </View>
          </>
        )}
      </View>
    </View>
  );
}
