import { View } from '@tarojs/components';
import { fundsApi } from '@fund/core/fund';
import type { Wire } from '@fund/core/api';
import { apiClient } from '@/services/api-client';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedFundRows } from '../components/FundRows';
import { largeTextPage } from '@/platform';

const funds = fundsApi(apiClient);

/** /symbols/funds/recommend/: the recommended funds, paged. */
function RecommendFundsPage() {
  const list = usePagedList<Wire.FundRow>((page, page_size) => funds.recommend({ query: { page, page_size } }), []);
  return (
    <View className="fl-page funds-recommend-page">
      <PagedFundRows list={list} field="percent_year" />
    </View>
  );
}

export default largeTextPage(RecommendFundsPage);
