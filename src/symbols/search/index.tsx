import { useState } from 'react';
import { View, Input, Text } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { SEARCH_TERM_MAX, SEARCH_TEXTS, searchApi, searchTerm } from '@fund/core/research';
import { createSearchHistory } from '@fund/core/storage';
import type { Wire } from '@fund/core/api';
import { navigate, storage, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { SearchHistory } from './parts/SearchHistory';
import { SearchResults, type SearchAnswer } from './parts/SearchResults';
import { Suggestions } from './parts/Suggestions';
import { useSuggestions } from './useSuggestions';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const search = searchApi(apiClient);
const history = createSearchHistory(storage);

async function searchAll(q: string): Promise<SearchAnswer> {
  const [funds, managers] = await Promise.all([
    search.symbols({ query: { q, symbol_type: String(CALL_DEFAULTS.searchSymbols.symbol_type), page: 1, page_size: CALL_DEFAULTS.searchSymbols.page_size } }),
    search.fundManagers({ query: { q, page: 1, page_size: CALL_DEFAULTS.searchSymbols.page_size } }),
  ]);
  return { funds: funds.results, managers: managers.results };
}

function SearchPage() {
  const initial = searchTerm(useRouterParams().q ?? '');
  const [text, setText] = useState(initial ?? '');
  const [submitted, setSubmitted] = useState<string | null>(initial);
  const [terms, setTerms] = useState(() => (initial ? history.add(initial) : history.list()));
  const suggestions = useSuggestions(text, submitted === null);
  const results = useAsync(() => (submitted === null ? Promise.resolve({ funds: [], managers: [] }) : searchAll(submitted)), [submitted]);

  const submit = (value: string) => {
    const q = searchTerm(value);
    if (q === null) return;
    setText(q);
    setSubmitted(q);
    setTerms(history.add(q));
  };
  const edit = (value: string) => {
    setText(value);
    setSubmitted(null);
  };

  return (
    <View className="search-page">
      <View className="search-bar">
        <Input
          className="search-input"
          value={text}
          placeholder={SEARCH_TEXTS.placeholder}
          maxlength={SEARCH_TERM_MAX}
          focus
          confirmType="search"
          onInput={(e) => edit(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text {...BUTTON_ROLE} className="search-submit tap" onClick={() => submit(text)}>
          {SEARCH_TEXTS.search}
        </Text>
      </View>
      {submitted === null && searchTerm(text) === null ? (
        <SearchHistory
          terms={terms}
          onPick={submit}
          onClear={() => {
            history.clear();
            setTerms([]);
          }}
        />
      ) : null}
      {submitted === null ? <Suggestions items={suggestions} onPick={submit} /> : null}
      {submitted !== null ? (
        <SearchResults
          state={results}
          onRetry={() => void results.reload()}
          onFund={(fund: Wire.FundRow) => void navigate(`/s/${fund.symbol}/`)}
          onManager={(manager: Wire.FundManager) => void navigate(`/symbols/funds/managers/${manager.id}/`)}
        />
      ) : null}
    </View>
  );
}

export default largeTextPage(SearchPage);
