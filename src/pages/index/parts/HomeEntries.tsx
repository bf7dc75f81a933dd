import { View, Text } from '@tarojs/components';
import { HOME_TEXTS } from '@fund/core/research';

const ENTRIES: readonly { label: string; url: string }[] = [
  { label: HOME_TEXTS.allFunds, url: '/symbols/funds/' },
  { label: HOME_TEXTS.moreIndexes, url: '/symbols/indexes/' },
  { label: HOME_TEXTS.managers, url: '/symbols/funds/managers/' },
  { label: HOME_TEXTS.companies, url: '/symbols/funds/companies/' },
  { label: HOME_TEXTS.following, url: '/symbols/following/funds' },
];

/** The search box (a button opening /search/) and the shortcuts to the research lists. */
export function HomeEntries({ onOpen }: { onOpen: (url: string) => void }) {
  return (
    <View className="home-entries">
      <View className="home-search" onClick={() => onOpen('/search/')}>
        <Text className="home-search-text">{HOME_TEXTS.searchPlaceholder}</Text>
      </View>
      <View className="home-shortcuts">
        {ENTRIES.map((e) => (
          <Text key={e.url} className="home-shortcut" onClick={() => onOpen(e.url)}>
            {e.label}
          </Text>
        ))}
      </View>
    </View>
  );
}
