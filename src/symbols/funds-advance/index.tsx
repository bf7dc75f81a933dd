import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import {
  FUND_FILTER_TEXTS,
  FUND_LISTS_TEXTS,
  defaultSortFor,
  fundsApi,
  readFundFilterConditions,
  type FundSortOption,
} from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorView } from '@/components/StatusViews';
import { PagedFundRows } from '../components/FundRows';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';

const funds = fundsApi(apiClient);

/** /symbols/funds/advance/: the fund list with the server's filter conditions: type, ranking, tradable only. */
function AdvanceFilterPage() {
  const conditions = useAsync(() => funds.filterConditions(), []);
  const { types, sorts } = readFundFilterConditions(conditions.data);
  const [type, setType] = useState('all');
  const [sort, setSort] = useState<FundSortOption>(defaultSortFor('all'));
  const [onlyTradable, setOnlyTradable] = useState(true);
  const list = usePagedList<Wire.FundRow>(
    (page, page_size) => funds.list({ query: { type, sort: sort.sort, allow_trade: onlyTradable ? 1 : 0, page, page_size } }),
    [type, sort.sort, onlyTradable],
  );

  return (
    <View className="fl-page funds-advance-page">
      {conditions.status === 'error' ? <ErrorView text={conditions.error} onRetry={() => void conditions.reload()} retryable={conditions.retryable} /> : null}
      <View className="fl-chips">
        <Text className="fl-chips-title">{FUND_LISTS_TEXTS.typeFilter}</Text>
        {types.map((t) => (
          <Text {...BUTTON_ROLE} key={t.value} className={`fl-chip tap${t.value === type ? ' fl-chip-on' : ''}`} onClick={() => setType(t.value)}>
            {t.name}
          </Text>
        ))}
      </View>
      <View className="fl-chips">
        <Text className="fl-chips-title">{FUND_LISTS_TEXTS.sortFilter}</Text>
        {sorts.map((o) => (
          <Text {...BUTTON_ROLE} key={o.sort} className={`fl-chip tap${o.sort === sort.sort ? ' fl-chip-on' : ''}`} onClick={() => setSort(o)}>
            {o.label}
          </Text>
        ))}
        <Text {...BUTTON_ROLE} className={`fl-chip tap${onlyTradable ? ' fl-chip-on' : ''}`} onClick={() => setOnlyTradable(!onlyTradable)}>
          {FUND_FILTER_TEXTS.onlyTradable}
        </Text>
      </View>
      <PagedFundRows list={list} field={sort.field} />
    </View>
  );
}

export default largeTextPage(AdvanceFilterPage);
