import { Text } from '@tarojs/components';
import { formatSignedAmount, toneOf } from '@fund/core/money';

/** A signed amount (profit or loss) painted by the market convention: up red, down green. */
export function ProfitText({ value, className = '' }: { value: string; className?: string }) {
  return <Text className={`profit-text ${toneOf(value)} ${className}`}>{formatSignedAmount(value)}</Text>;
}
