import { Text } from '@tarojs/components';
import { formatSignedPercent } from '@fund/core/money';

export interface PercentTextProps {
  /** A percent value as the API sends it ("1.23" means 1.23%); null shows a dash. */
  value: string | null | undefined;
  /** Decimal places; 2 unless a screen says otherwise. */
  dp?: number;
}

/** A signed percentage painted by the market convention: up red, down green. */
export function PercentText({ value, dp = 2 }: PercentTextProps) {
  const { text, tone } = formatSignedPercent(value, dp);
  return <Text className={`percent-text ${tone}`}>{text}</Text>;
}

// Taro's native-components build wants a default export.
export default PercentText;
