import { useEffect } from 'react';
import { View } from '@tarojs/components';
import { fundFilterView, fundsApi, type FundFilterView } from '@fund/core/fund';
import { NOT_FOUND_TEXTS } from '@fund/core/ui';
import type { Wire } from '@fund/core/api';
import { navigate, setNavigationTitle, useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { FundRowItem } from '@/components/FundRowItem';
import { PagedListBody } from '@/components/PagedListBody';
import { ErrorView } from '@/components/StatusViews';

const funds = fundsApi(apiClient);

/** /symbols/funds_{type}/: the fund list narrowed to the route's type, ranked as the route says. */
function FilteredFundsPage() {
  const params = useRouterParams();
  const view = fundFilterView({ type: params.type, fund_type: params.fund_type, sort: params.sort, allow_trade: params.allow_trade });
  // funds_nosuch names no fund type: an address that names nothing, not the list of every fund.
  return view.known ? <FilteredFunds view={view} /> : <ErrorView text={NOT_FOUND_TEXTS.title} retryable={false} />;
}

function FilteredFunds({ view }: { view: FundFilterView }) {
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

export default largeTextPage(FilteredFundsPage);
