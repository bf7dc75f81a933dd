import { View, Text } from '@tarojs/components';
import { SEARCH_TEXTS } from '@fund/core/research';
import { BUTTON_ROLE } from '@/components/tap-label';

/** Names the server suggests for what is being typed. */
export function Suggestions({ items, onPick }: { items: string[]; onPick: (term: string) => void }) {
  if (items.length === 0) return null;
  return (
    <View className="search-block search-suggestions">
      <Text className="search-block-title">{SEARCH_TEXTS.suggestions}</Text>
      {items.map((s) => (
        <Text {...BUTTON_ROLE} key={s} className="search-suggestion tap" onClick={() => onPick(s)}>
          {s}
        </Text>
      ))}
    </View>
  );
}
