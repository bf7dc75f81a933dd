import { useMemo } from 'react';
import { View, Text } from '@tarojs/components';
import { assetPieSlices, MY_ASSETS_TEXTS as T } from '@fund/core/assets';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { AssetsChartPie } from '../components/AssetsChartPie';
import { assetsHoldings } from './my-assets-services';

/** The allocation pie over stock, bond, cash and other, or a note when nothing is held. */
export function AllocationCard({ refreshKey }: { refreshKey: number }) {
  const report = useAsync(() => assetsHoldings.assetReportMine(), [refreshKey]);
  const slices = useMemo(() => (report.data === null ? null : assetPieSlices(report.data)), [report.data]);
  let body;
  if (report.status === 'error') body = <ErrorView text={report.error} onRetry={() => void report.reload()} retryable={report.retryable} />;
  else if (report.data === null) body = <LoadingView />;
  else if (slices === null) body = <Text className="muted my-assets-allocation-empty">{T.allocationEmpty}</Text>;
  else body = <AssetsChartPie id="my-assets-allocation-pie" slices={slices} />;
  return (
    <View className="card my-assets-allocation-card">
      <Text className="my-assets-card-title">{T.allocation}</Text>
      {body}
    </View>
  );
}
