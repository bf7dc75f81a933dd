import { View, Text } from '@tarojs/components';
import { assetBlockRows, CERTAINTY_TEXTS, INSIGHT_URLS, MY_ASSETS_TEXTS as T } from '@fund/core/assets';
import { formatAmount, formatSignedAmount, toneOf } from '@fund/core/money';
import type { Wire } from '@fund/core/api';
import { navigate } from '@/platform';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

/** Total assets with the latest and total income, then one row per block (cash treasure, funds ...). */
export function AssetsSummary({ assets }: { assets: Wire.AssetsTotal }) {
  return (
    <View>
      <View className="card my-assets-total">
        <Text className="muted">{T.totalAssets}</Text>
        <Text className="my-assets-total-value">{formatAmount(assets.assets_total)}</Text>
        {assets.trade_date ? <Text className="muted my-assets-date">{T.tradeDate(assets.trade_date)}</Text> : null}
        <View className="my-assets-incomes">
          <View className="my-assets-income">
            <Text className="muted">{T.latestIncome}</Text>
            <Text className={`percent-text ${toneOf(assets.income_latest)} my-assets-income-latest`}>{formatSignedAmount(assets.income_latest)}</Text>
            <Text {...BUTTON_ROLE} className="my-assets-why tap" onClick={() => void navigate(INSIGHT_URLS.incomeWhy)}>{`${CERTAINTY_TEXTS.whyEntry} ›`}</Text>
          </View>
          <View className="my-assets-income">
            <Text className="muted">{T.totalIncome}</Text>
            <Text className={`percent-text ${toneOf(assets.income_total)} my-assets-income-total`}>{formatSignedAmount(assets.income_total)}</Text>
          </View>
        </View>
      </View>
      <View className="card my-assets-blocks">
        {assetBlockRows(assets).map((row) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(row.label))} key={row.key} className={`my-assets-block tap my-assets-block-${row.key}`} onClick={() => void navigate(row.url)}>
            <View className="my-assets-block-head">
              <Text className="my-assets-block-label">{row.label}</Text>
              <Text>{`${T.worth} ${row.worthText}`}</Text>
            </View>
            <View className="my-assets-block-incomes">
              <Text className="muted">
                {T.latestIncome} <Text className={`percent-text ${row.incomeLatestTone}`}>{row.incomeLatestText}</Text>
              </Text>
              <Text className="muted">
                {T.totalIncome} <Text className={`percent-text ${row.incomeTotalTone}`}>{row.incomeTotalText}</Text>
              </Text>
            </View>
            {row.fareText !== null ? <Text className="muted my-assets-fare">{row.fareText}</Text> : null}
          </View>
        ))}
      </View>
    </View>
  );
}
