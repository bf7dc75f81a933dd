import type { PropsWithChildren } from 'react';
import { View, Text } from '@tarojs/components';

/** The common frame of a screen: a title and its content. */
export function ScreenShell({ title, className, children }: PropsWithChildren<{ title: string; className?: string }>) {
  return (
    <View className={`screen ${className ?? ''}`}>
      <Text className="screen-title">{title}</Text>
      {children}
    </View>
  );
}
