import { useEffect, useRef, useState } from 'react';
import { useDidHide, useDidShow } from '@/platform';

/** Calls `tick` every `intervalMs` while the page is in view; stops when it is hidden or unmounted. */
export function usePolling(tick: () => void, intervalMs: number): void {
  const ref = useRef(tick);
  ref.current = tick;
  const [visible, setVisible] = useState(true);
  useDidShow(() => setVisible(true));
  useDidHide(() => setVisible(false));
  useEffect(() => {
    if (!visible) return undefined;
    const timer = setInterval(() => ref.current(), intervalMs);
    return () => clearInterval(timer);
  }, [visible, intervalMs]);
}
