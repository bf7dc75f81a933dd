import { View, Text } from '@tarojs/components';
import { SEARCH_TEXTS } from '@fund/core/research';
import { BUTTON_ROLE } from '@/components/tap-label';

export interface SearchHistoryProps {
  terms: string[];
  onPick: (term: string) => void;
  onClear: () => void;
}

export function SearchHistory({ terms, onPick, onClear }: SearchHistoryProps) {
  if (terms.length === 0) return null;
  return (
    <View className="search-block search-history">
      <View className="search-block-head">
        <Text className="search-block-title">{SEARCH_TEXTS.history}</Text>
        <Text {...BUTTON_ROLE} className="search-clear tap" onClick={onClear}>
          {SEARCH_TEXTS.clearHistory}
        </Text>
      </View>
      <View className="search-chips">
        {terms.map((t) => (
          <Text {...BUTTON_ROLE} key={t} className="search-chip tap" onClick={() => onPick(t)}>
            {t}
          </Text>
        ))}
      </View>
    </View>
  );
}
