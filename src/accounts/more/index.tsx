import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { MORE_ENTRIES } from '@fund/core/assets';
import { navigate, largeTextPage } from '@/platform';
import { openAppOnlyTool } from '@/services/app-only-tools';
import { ShareMask } from '@/components/ShareMask';
import { tapLabel } from '@/components/tap-label';
import '../parts/account.css';

type MoreEntry = (typeof MORE_ENTRIES)[number];

/** More: assets and income, the private-fund test, the app-only tools (download or cancel outside the app), sharing. */
function MorePage() {
  const [sharing, setSharing] = useState(false);
  const open = (entry: MoreEntry) => {
    if (entry.kind === 'page') void navigate(entry.url);
    else if (entry.kind === 'app_only') void openAppOnlyTool(entry.tool);
    else setSharing(true);
  };
  return (
    <View className="account-screen more-page">
      <View className="af-list">
        {MORE_ENTRIES.map((entry) => (
          <View {...tapLabel(entry.label)} key={entry.key} className={`af-item more-entry more-entry-${entry.key}`} onClick={() => open(entry)}>
            <Text>{entry.label}</Text>
            <Text className="af-item-value">›</Text>
          </View>
        ))}
      </View>
      <ShareMask visible={sharing} onClose={() => setSharing(false)} />
    </View>
  );
}

export default largeTextPage(MorePage);
