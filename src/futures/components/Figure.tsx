import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';

/** A labelled figure in a card's grid. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className="fu-figure">
      <Text className="fu-figure-label">{label}</Text>
      <View className="fu-figure-value">{children}</View>
    </View>
  );
}
