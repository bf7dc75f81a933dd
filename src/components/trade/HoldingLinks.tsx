import { View, Text } from '@tarojs/components';
import { navigate } from '@/platform';
import { tapLabel } from '../tap-label';
import './trade-ui.css';

export interface HoldingLink {
  label: string;
  url: string;
  /** A short value shown before the arrow, e.g. the dividend type. */
  value?: string;
}

/** The rows under a holding that open its sub-pages. */
export function HoldingLinks({ links }: { links: HoldingLink[] }) {
  return (
    <View className="hold-links">
      {links.map((link) => (
        <View {...tapLabel(link.label)} key={link.url} className="hold-link" data-url={link.url} onClick={() => void navigate(link.url)}>
          <Text>{link.label}</Text>
          <Text className="hold-link-arrow">{`${link.value ?? ''} 〉`}</Text>
        </View>
      ))}
    </View>
  );
}
