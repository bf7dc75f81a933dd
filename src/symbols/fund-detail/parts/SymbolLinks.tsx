import { View, Text } from '@tarojs/components';
import type { SymbolLink } from '@fund/core/market';
import { navigate } from '@/platform';
import { BUTTON_ROLE } from '@/components/tap-label';

/** The symbol's sub-pages as a row of entries. */
export function SymbolLinks({ links }: { links: SymbolLink[] }) {
  return (
    <View className="card sd-links">
      {links.map((link) => (
        <Text {...BUTTON_ROLE} key={link.url} className="sd-link tap" onClick={() => void navigate(link.url)}>
          {link.label}
        </Text>
      ))}
    </View>
  );
}
