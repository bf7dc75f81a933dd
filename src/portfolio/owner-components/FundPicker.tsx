import { useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { CANDIDATE_TYPES, PORTFOLIO_PAGE_TEXTS as T, type FundCandidate } from '@fund/core/portfolio';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { portfolios } from './owner-services';
import { BUTTON_ROLE } from '@/components/tap-label';

/** Search and filter the tradable funds (fund_candidates) and add one; `portfolioId` 0 while creating. */
export function FundPicker({ portfolioId, chosen, onAdd }: { portfolioId: number; chosen: readonly string[]; onAdd: (fund: FundCandidate) => void }) {
  const [q, setQ] = useState('');
  const [type, setType] = useState<number | null>(null);
  const list = usePagedList(
    (page, page_size) => portfolios.fundCandidates({ params: { id: portfolioId }, query: { page, page_size, ...(q.trim() ? { q: q.trim() } : {}), ...(type === null ? {} : { type }) } }),
    [portfolioId, q, type],
  );
  return (
    <View className="ow-card fund-picker">
      <Text className="ow-title">{T.pickFunds}</Text>
      <Input className="ow-input fund-search" placeholder={T.searchPlaceholder} value={q} onInput={(e) => setQ(e.detail.value)} />
      <View className="ow-tabs">
        {CANDIDATE_TYPES.map((t) => (
          <Text {...BUTTON_ROLE} key={t.name} className={`ow-tab tap fund-type${t.value === type ? ' ow-tab-on' : ''}`} onClick={() => setType(t.value)}>
            {t.name}
          </Text>
        ))}
      </View>
      <PagedListBody list={list}>
        {list.items.map((f) => (
          <View key={f.symbol} className="ow-row fund-candidate">
            <View>
              <Text>{f.name}</Text>
              <Text className="ow-muted">{` ${f.symbol}`}</Text>
            </View>
            {chosen.includes(f.symbol) || !f.allow_buy ? null : (
              <Text {...BUTTON_ROLE} className="ow-link add-fund tap" onClick={() => onAdd(f)}>
                {T.addFund}
              </Text>
            )}
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}
