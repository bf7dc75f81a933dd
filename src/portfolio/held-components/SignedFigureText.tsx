import { Text } from '@tarojs/components';
import type { SignedFigure } from '@fund/core/portfolio';

/** An income figure as core signed it, painted up red / down green. */
export function SignedFigureText({ figure, className }: { figure: SignedFigure; className?: string }) {
  return <Text className={`percent-text ${figure.tone} ${className ?? ''}`}>{figure.text}</Text>;
}
