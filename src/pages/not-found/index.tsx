import { useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { NOT_FOUND_TEXTS } from '@fund/core/ui';
import { navigate, relaunch, useRouterParams } from '../../platform';
import { deadEndOf } from './dead-end';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';
import './index.css';

/** Where an address no page answers lands (onPageNotFound on every platform): what happened and a way on. */
function NotFoundPage() {
  const { from } = useRouterParams();
  const [q, setQ] = useState('');
  const title = deadEndOf(from) === 'coming-soon' ? NOT_FOUND_TEXTS.comingSoon : NOT_FOUND_TEXTS.title;
  const search = () => void navigate(q.trim() ? `/search/?q=${encodeURIComponent(q.trim())}` : '/search/');
  return (
    <View className="not-found">
      <Text className="not-found-title">{title}</Text>
      <View className="not-found-search">
        <Input
          className="not-found-input"
          value={q}
          placeholder={NOT_FOUND_TEXTS.searchPlaceholder}
          confirmType="search"
          onInput={(e) => setQ(e.detail.value)}
          onConfirm={search}
        />
        <Text {...BUTTON_ROLE} className="not-found-search-button tap" onClick={search}>
          {NOT_FOUND_TEXTS.search}
        </Text>
      </View>
      <Text {...BUTTON_ROLE} className="not-found-home tap" onClick={() => void relaunch('/')}>
        {NOT_FOUND_TEXTS.home}
      </Text>
    </View>
  );
}

export default largeTextPage(NotFoundPage);
