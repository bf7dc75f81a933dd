import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { FEED_TEXTS } from '@fund/core/research';
import { NewsList } from './NewsList';
import { VideoList } from './VideoList';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';
import './index.css';

type Tab = 'news' | 'videos';

/** /statuses/news/: the news timeline, and beside it the video list with its modal player. */
function StatusNewsPage() {
  const [tab, setTab] = useState<Tab>('news');
  return (
    <View className="status-news-page">
      <View className="sn-tabs">
        {(['news', 'videos'] as const).map((t) => (
          <Text {...BUTTON_ROLE} key={t} className={`sn-tab tap ${tab === t ? 'sn-tab-on' : ''}`} onClick={() => setTab(t)}>
            {FEED_TEXTS[t]}
          </Text>
        ))}
      </View>
      {tab === 'news' ? <NewsList /> : <VideoList />}
    </View>
  );
}

export default largeTextPage(StatusNewsPage);
