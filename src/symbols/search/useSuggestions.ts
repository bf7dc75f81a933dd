import { useEffect, useState } from 'react';
import { SEARCH_SUGGEST_DELAY_MS, searchApi, searchTerm } from '@fund/core/research';
import { apiClient } from '@/services/api-client';

const search = searchApi(apiClient);

/** Suggestions for the text being typed, asked for once typing pauses; quietly empty on failure. */
export function useSuggestions(text: string, enabled: boolean): string[] {
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    const q = searchTerm(text);
    if (!enabled || q === null) {
      setItems([]);
      return undefined;
    }
    let stale = false;
    const timer = setTimeout(() => {
      search
        .suggestions({ query: { q } })
        .then((answer) => {
          if (!stale) setItems(answer);
        })
        .catch(() => {
          if (!stale) setItems([]);
        });
    }, SEARCH_SUGGEST_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [text, enabled]);
  return items;
}
