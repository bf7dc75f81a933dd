import { useEffect } from 'react';
import { View } from '@tarojs/components';
import { fundFilterView, fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { navigate, setNavigationTitle, useRouterParams } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { FundRowItem } from '@/components/FundRowItem';
import { PagedListBody } from '@/components/PagedListBody';

const funds = fundsApi(apiClient);

/** /symbols/funds_{type}/: the fund list narrowed to the route's type, ranked as the route says. */
export default function FilteredFundsPage() {
  const params = useRouterParams();
  const view = fundFilterView({ type: params.type, fund_type: params.fund_type, sort: params.sort, allow_trade: params.allow_trade });
  const { query } = view;
  const list = usePagedList<Wire.FundRow>((page, page_size) => funds.list({ query: { ...query, page, page_size } }), [query.type, query.sort, query.allow_trade]);

  useEffect(() => {
    if (view.title) setNavigationTitle(view.title);
  }, [view.title]);

  return (
    <View className="funds-type-page">
      <PagedListBody list={list}>
        {list.items.map((fund) => (
          <FundRowItem key={fund.symbol} fund={fund} field={view.sortOption.field} onOpen={(f) => void navigate(`/s/${f.symbol}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}
