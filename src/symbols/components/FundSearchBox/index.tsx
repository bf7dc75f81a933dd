import { useState } from 'react';
import { View, Input, Text } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { SEARCH_TERM_MAX, SEARCH_TEXTS, searchApi, searchTerm } from '@fund/core/research';
import { failureText, type Wire } from '@fund/core/api';
import { apiClient } from '@/services/api-client';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { BUTTON_ROLE, tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';
import './index.css';

const search = searchApi(apiClient);

type Found = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; funds: Wire.FundRow[] } | { status: 'error'; text: string };

export interface FundSearchBoxProps {
  placeholder: string;
  onPick: (fund: Wire.FundRow) => void;
}

/** A fund search by code or name (5 results) for screens that pick a fund: compare, tool search. */
export function FundSearchBox({ placeholder, onPick }: FundSearchBoxProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });

  const submit = async () => {
    const q = searchTerm(text);
    if (q === null || found.status === 'loading') return;
    setFound({ status: 'loading' });
    try {
      const answer = await search.symbols({
        query: { q, symbol_type: String(CALL_DEFAULTS.searchSymbols.symbol_type), page: 1, page_size: CALL_DEFAULTS.searchSymbols.page_size },
      });
      setFound({ status: 'ready', funds: answer.results });
    } catch (err) {
      setFound({ status: 'error', text: failureText(err) });
    }
  };

  return (
    <View className="fund-search-box">
      <View className="fund-search-bar">
        <Input
          className="fund-search-input"
          value={text}
          placeholder={placeholder}
          maxlength={SEARCH_TERM_MAX}
          confirmType="search"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => void submit()}
        />
        <Text {...BUTTON_ROLE} className="fund-search-submit tap" onClick={() => void submit()}>
          {SEARCH_TEXTS.search}
        </Text>
      </View>
      {found.status === 'loading' ? <LoadingView /> : null}
      {found.status === 'error' ? <ErrorView text={found.text} onRetry={() => void submit()} /> : null}
      {found.status === 'ready' && found.funds.length === 0 ? <EmptyView text={SEARCH_TEXTS.noResult} /> : null}
      {found.status === 'ready'
        ? found.funds.map((fund) => (
            <View {...tapLabel(ACCESSIBILITY_TEXTS.choose(fund.abbr_name))} key={fund.symbol} className="fund-search-result tap" onClick={() => onPick(fund)}>
              <Text>{fund.abbr_name}</Text>
              <Text className="fund-search-code">{fund.symbol}</Text>
            </View>
          ))
        : null}
    </View>
  );
}
