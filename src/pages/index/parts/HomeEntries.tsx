import { View, Text } from '@tarojs/components';
import { HOME_SHORTCUTS, HOME_TEXTS } from '@fund/core/research';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';

/** The search box (a button opening /search/) and the shortcuts to the research lists. */
export function HomeEntries({ onOpen }: { onOpen: (url: string) => void }) {
  return (
    <View className="home-entries">
      <View {...tapLabel(HOME_TEXTS.searchPlaceholder)} className="home-search tap" onClick={() => onOpen('/search/')}>
        <Text className="home-search-text">{HOME_TEXTS.searchPlaceholder}</Text>
      </View>
      <View className="home-shortcuts">
        {HOME_SHORTCUTS.map((e) => (
          <Text {...BUTTON_ROLE} key={e.url} className="home-shortcut tap" onClick={() => onOpen(e.url)}>
            {e.label}
          </Text>
        ))}
      </View>
    </View>
  );
}
