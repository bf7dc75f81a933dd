// One campaign action (bet, roll, receive …): runs it once at a time, toasts its answer or its failure, reloads.
import { useState } from 'react';
import { failureText } from '@fund/core/api';
import { toast } from '@/platform';

export function useCampaignAction(reload: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const run = async (act: () => Promise<string>): Promise<void> => {
    if (busy) return;
    setBusy(true);
    try {
      const text = await act();
      if (text) toast(text);
    } catch (err) {
      toast(failureText(err));
    } finally {
      setBusy(false);
      await reload();
    }
  };
  return { busy, run };
}
