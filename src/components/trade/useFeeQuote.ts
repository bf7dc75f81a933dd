import { useEffect, useRef, useState } from 'react';
import { FEE_QUOTE_DEBOUNCE_MS } from '@fund/core/trade';
import { failureText, type Wire } from '@fund/core/api';

export type FeeQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: Wire.FeeQuote }
  /** The quote failed: a red hint that blocks the submit. */
  | { status: 'error'; message: string };

/**
 * Asks for the fee quote FEE_QUOTE_DEBOUNCE_MS after the last change of `key` (amount, card, target);
 * `load` null means nothing to quote. Answers to older keys are dropped.
 */
export function useFeeQuote(key: string, load: (() => Promise<Wire.FeeQuote>) | null): FeeQuoteState {
  const [state, setState] = useState<FeeQuoteState>({ status: 'idle' });
  const generation = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  // A new loader each render is expected; only its coming or going restarts the quote.
  const quotable = load !== null;

  useEffect(() => {
    generation.current += 1;
    const mine = generation.current;
    const run = loader.current;
    if (run === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      run().then(
        (quote) => {
          if (mine === generation.current) setState({ status: 'ready', quote });
        },
        (error: unknown) => {
          if (mine === generation.current) setState({ status: 'error', message: failureText(error) });
        },
      );
    }, FEE_QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, quotable]);

  return state;
}
