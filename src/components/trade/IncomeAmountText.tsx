import { Text } from '@tarojs/components';
import { formatSignedAmount, toneOf } from '@fund/core/money';

/** An income figure with its sign, painted up red / down green like a percent. */
export function IncomeAmountText({ value, className }: { value: string | null | undefined; className?: string }) {
  const text = value === null || value === undefined || value === '' ? '--' : formatSignedAmount(value);
  const tone = value === null || value === undefined || value === '' ? 'flat' : toneOf(value);
  return <Text className={`percent-text ${tone} ${className ?? ''}`}>{text}</Text>;
}
