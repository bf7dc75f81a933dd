import { View, Text } from '@tarojs/components';
import { useAsync } from '@/hooks/useAsync';
import { insights } from '../../services/trade-record-services';

/** How much of the total is priced at confirmed NAVs. */
export function CertaintyCard({ refreshKey = 0 }: { refreshKey?: number }) {
  const status = useAsync(() => insights.navStatus(), [refreshKey]);
  return (
    <View className="card my-assets-certainty">
      {status.data ? <Text className="muted my-assets-confirmed">{status.data.confirmed_display}</Text> : null}
    </View>
  );
}
