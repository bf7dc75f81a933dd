import { useEffect, useState } from 'react';
import { FUND_DETAIL_TEXTS } from '@fund/core/fund';
import { failureText, isLoggedIn } from '@fund/core/api';
import { loginUrl } from '@fund/core/navigation';
import { navigate, storage, toast } from '@/platform';
import { changeFollow } from '@/stores/following-store';

/** The follow toggle of a symbol: guests go to login and come back here; one request at a time. */
export function useFollow(symbol: string, initial: boolean): { followed: boolean; toggle: () => Promise<void> } {
  const [followed, setFollowed] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFollowed(initial), [symbol, initial]);

  const toggle = async () => {
    if (!isLoggedIn(storage)) {
      await navigate(loginUrl(`/s/${symbol}/`));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await changeFollow(symbol, !followed);
      setFollowed(!followed);
      toast(followed ? FUND_DETAIL_TEXTS.unfollowDone : FUND_DETAIL_TEXTS.followDone);
    } catch (err) {
      toast(failureText(err));
    } finally {
      setBusy(false);
    }
  };
  return { followed, toggle };
}
