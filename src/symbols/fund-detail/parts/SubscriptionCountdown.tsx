import { useEffect, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { countdownCaption, countdownRemainingMs, formatCountdown, type CountdownTarget } from '@fund/core/fund';
import { systemClock } from '@fund/core/ports';

const TICK_MS = 1000;

export interface SubscriptionCountdownProps {
  target: CountdownTarget;
  /** The time has passed: the page reloads the fund to pick up its new status. */
  onElapsed: () => void;
}

/** Counts down to the subscription start (before the sale) or its end (during it). */
export function SubscriptionCountdown({ target, onElapsed }: SubscriptionCountdownProps) {
  const [now, setNow] = useState(() => systemClock.now());
  const elapsed = useRef(false);
  const onElapsedRef = useRef(onElapsed);
  onElapsedRef.current = onElapsed;
  const remaining = countdownRemainingMs(target, now);

  useEffect(() => {
    elapsed.current = false;
    const timer = setInterval(() => setNow(systemClock.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [target.kind, target.at]);

  useEffect(() => {
    if (remaining !== 0 || elapsed.current) return;
    elapsed.current = true;
    onElapsedRef.current();
  }, [remaining]);

  if (remaining === null) return null;
  return (
    <View className="fd-countdown">
      <Text className="fd-countdown-caption">{countdownCaption(target)}</Text>
      <Text className="fd-countdown-time">{formatCountdown(remaining)}</Text>
    </View>
  );
}
