import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { FUND_SORT_OPTIONS, defaultSortFor, fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedFundRows } from '../components/FundRows';
import { BUTTON_ROLE } from '@/components/tap-label';
import { largeTextPage } from '@/platform';

const funds = fundsApi(apiClient);

/** /symbols/funds/fund_list/: every fund, tradable or not, ranked by the chosen period. */
function FundListPage() {
  const [sort, setSort] = useState(defaultSortFor('all'));
  const list = usePagedList<Wire.FundRow>(
    (page, page_size) => funds.list({ query: { type: 'all', allow_trade: 0, sort: sort.sort, page, page_size } }),
    [sort.sort],
  );
  return (
    <View className="fl-page funds-fund-list-page">
      <View className="fl-chips">
        {FUND_SORT_OPTIONS.map((o) => (
          <Text {...BUTTON_ROLE} key={o.sort} className={`fl-chip tap${o.sort === sort.sort ? ' fl-chip-on' : ''}`} onClick={() => setSort(o)}>
            {o.label}
          </Text>
        ))}
      </View>
      <PagedFundRows list={list} field={sort.field} />
    </View>
  );
}

export default largeTextPage(FundListPage);
