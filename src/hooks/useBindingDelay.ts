import { useEffect, useState } from 'react';
import { TIMING_MS } from '@fund/core/ui';

/**
 * True once a dialog has been open for the spec's binding delay (300 ms). Until then its buttons are not there:
 * the second tap of a double tap on the button that opened it must not press what the dialog put under the finger.
 */
export function useBindingDelay(open: boolean): boolean {
  const [bound, setBound] = useState(false);
  useEffect(() => {
    if (!open) {
      setBound(false);
      return undefined;
    }
    const timer = setTimeout(() => setBound(true), TIMING_MS.dialogButtonBindingDelay);
    return () => clearTimeout(timer);
  }, [open]);
  return open && bound;
}
