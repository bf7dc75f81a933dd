import { useEffect, useState } from 'react';
import { captchaButtonState, type CaptchaButtonState } from '@fund/core/account';
import { systemClock } from '@fund/core/ports';

/** The captcha button's state with a once-a-second tick while the 60 s countdown runs. */
export function useCaptchaButton(): CaptchaButtonState & { sending: boolean; setSending: (on: boolean) => void; markSent: () => void } {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => systemClock.now());
  const state = captchaButtonState(sentAt, now, sending);
  useEffect(() => {
    if (state.secondsLeft === 0) return undefined;
    const timer = setTimeout(() => setNow(systemClock.now()), 1000);
    return () => clearTimeout(timer);
  }, [state.secondsLeft, now]);
  const markSent = () => {
    const t = systemClock.now();
    setSentAt(t);
    setNow(t);
  };
  return { ...state, sending, setSending, markSent };
}
