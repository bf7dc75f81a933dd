import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { RESEARCH_LIST_TEXTS } from '@fund/core/research';
import { FollowingList } from '../components/FollowingList';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';
import './index.css';

const TABS = [
  { key: 'funds', label: RESEARCH_LIST_TEXTS.followingFunds },
  { key: 'stocks', label: RESEARCH_LIST_TEXTS.followingStocks },
] as const;

/** /symbols/following/: the followed funds, or the followed stocks and indexes, on two tabs. */
function FollowingPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('funds');
  return (
    <View className="following-page">
      <View className="following-tabs">
        {TABS.map((t) => (
          <Text {...BUTTON_ROLE} key={t.key} className={`following-tab tap${t.key === tab ? ' following-tab-active' : ''}`} onClick={() => setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </View>
      {tab === 'funds' ? (
        <FollowingList key="funds" selfUrl="/symbols/following/" symbolType={String(CALL_DEFAULTS.followingFunds.symbol_type)} figure={(r) => r.net_value} />
      ) : (
        <FollowingList key="stocks" selfUrl="/symbols/following/" symbolType={CALL_DEFAULTS.followingMixedSymbolTypes.join(',')} figure={(r) => r.current} />
      )}
    </View>
  );
}

export default largeTextPage(FollowingPage);
