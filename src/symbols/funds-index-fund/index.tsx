import { View } from '@tarojs/components';
import { CALL_DEFAULTS } from '@fund/core/pager';
import { fundFilterView, fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedFundRows } from '../components/FundRows';

const funds = fundsApi(apiClient);

/** /symbols/funds/index_fund/?fund_type=zs&sort=-percent_year: index funds, by default ranked by the year. */
function IndexFundsPage() {
  const params = useRouterParams();
  const { query, sortOption } = fundFilterView({
    fund_type: params.fund_type ?? CALL_DEFAULTS.indexFundRoute.fund_type,
    sort: params.sort ?? CALL_DEFAULTS.indexFundRoute.sort,
  });
  const list = usePagedList<Wire.FundRow>((page, page_size) => funds.list({ query: { ...query, page, page_size } }), [query.type, query.sort]);
  return (
    <View className="fl-page funds-index-fund-page">
      <PagedFundRows list={list} field={sortOption.field} />
    </View>
  );
}

export default largeTextPage(IndexFundsPage);
