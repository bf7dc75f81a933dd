import { Text, View } from '@tarojs/components';
import { LAST_KNOWN_TEXTS } from '@fund/core/storage';
import './offline-banner.css';

/** Over figures kept from an earlier visit: when they were read, and that nothing can be submitted until the network is back. */
export function OfflineBanner({ stamp }: { stamp: string | null }) {
  if (stamp === null) return null;
  return (
    <View className="offline-banner" role="status">
      <Text className="offline-banner-stamp">{stamp}</Text>
      <Text className="offline-banner-note">{LAST_KNOWN_TEXTS.noSubmit}</Text>
    </View>
  );
}
