import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS as T } from '@fund/core/assets';
import { usePullDownRefresh } from '@/platform';
import { useResource } from '@/stores/useResource';
import { assetsStore } from '@/stores/assets-store';
import type { HoldingSource } from '../services/holding-sources';
import { HoldingAssetsHeader } from './HoldingAssetsHeader';
import { HoldingIncomeListScreen } from './HoldingIncomeListScreen';

/** The income of a kind of holdings: the block's worth and income, then income by day. */
export function HoldingIncomeScreen({ source }: { source: HoldingSource }) {
  const assets = useResource(assetsStore);
  usePullDownRefresh(() => void assets.reload());
  return (
    <View className={`holding-income-page holding-income-${source.kind}`}>
      <HoldingAssetsHeader block={assets.data ? source.block(assets.data) : undefined} label={source.kind === 'fund' ? T.fundsTitle : T.privateFundsTitle} />
      <HoldingIncomeListScreen source={source} />
    </View>
  );
}
