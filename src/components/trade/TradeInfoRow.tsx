import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import './trade-ui.css';

/** A label on the left, its value on the right. */
export function TradeInfoRow({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <View className={`trade-info-row ${className ?? ''}`}>
      <Text className="trade-info-label">{label}</Text>
      <View className="trade-info-value">{typeof value === 'string' ? <Text>{value}</Text> : value}</View>
    </View>
  );
}
