import { useState } from 'react';
import { View, Input, Text } from '@tarojs/components';
import { DIAGNOSIS_TEXTS, SEARCH_TERM_MAX, searchApi, searchTerm } from '@fund/core/research';
import type { Wire } from '@fund/core/api';
import { navigate, useDidShow, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { FundRowItem } from '@/components/FundRowItem';
import { DiagnosedRow } from '../components/DiagnosedRow';
import { DiagnosisEntries } from '../components/DiagnosisEntries';
import { diagnosisList } from '../components/diagnosis-lists';
import { BUTTON_ROLE } from '@/components/tap-label';
import './index.css';

const search = searchApi(apiClient);
const FUND_SYMBOL_TYPE = '3';

const openDiagnosis = (symbol: string) => void navigate(`/symbols/funds/diagnosis/detail/${symbol}/`);

/** Find a fund to diagnose by code or name; before searching, the funds diagnosed on this device. */
function DiagnosisSearchPage() {
  const initial = searchTerm(useRouterParams().q ?? '');
  const [text, setText] = useState(initial ?? '');
  const [q, setQ] = useState<string | null>(initial);
  const [recent, setRecent] = useState(() => diagnosisList.list());
  useDidShow(() => setRecent(diagnosisList.list()));
  const results = usePagedList<Wire.FundRow>(
    async (page, page_size) => (q === null ? { current_page: 1, total_page: 1, total_count: 0, results: [] } : search.symbols({ query: { q, symbol_type: FUND_SYMBOL_TYPE, page, page_size } })),
    [q],
  );
  const submit = (value: string) => {
    const term = searchTerm(value);
    setText(term ?? '');
    setQ(term);
  };

  return (
    <View className="diagnosis-search-page">
      <View className="ds-bar">
        <Input
          className="ds-input"
          value={text}
          placeholder={DIAGNOSIS_TEXTS.searchPlaceholder}
          maxlength={SEARCH_TERM_MAX}
          confirmType="search"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text {...BUTTON_ROLE} className="ds-submit tap" onClick={() => submit(text)}>
          {DIAGNOSIS_TEXTS.search}
        </Text>
      </View>
      {q === null ? (
        <View>
          <DiagnosisEntries />
          {recent.length > 0 ? <Text className="ds-title">{DIAGNOSIS_TEXTS.recent}</Text> : null}
          {recent.map((e) => (
            <DiagnosedRow
              key={e.code}
              name={typeof e.name === 'string' ? e.name : e.code}
              symbol={e.code}
              score={typeof e.score === 'number' ? e.score : null}
              date={typeof e.analyse_date === 'string' ? e.analyse_date : undefined}
              onOpen={() => openDiagnosis(e.code)}
            />
          ))}
        </View>
      ) : (
        <PagedListBody list={results}>
          {results.items.map((f) => (
            <FundRowItem key={f.symbol} fund={f} field="percent_year" onOpen={(x) => openDiagnosis(x.symbol)} />
          ))}
        </PagedListBody>
      )}
    </View>
  );
}

export default largeTextPage(DiagnosisSearchPage);
