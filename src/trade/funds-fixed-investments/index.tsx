import { View } from '@tarojs/components';
import { PAGE_SIZE } from '@fund/core/pager';
import type { Wire } from '@fund/core/api';
import { navigate, useDidShow, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { PlanRow } from '../components/PlanRow';
import { planApi } from '../services/plan-services';

function FixedInvestmentsPage() {
  const list = usePagedList<Wire.FixedInvestmentRecord>((page, page_size) => planApi.mine({ query: { page, page_size } }), [], {
    pageSize: PAGE_SIZE.fixedInvestments,
  });
  // Back from a plan that was changed or ended: page 1 again.
  useDidShow(() => {
    if (list.items.length > 0) void list.refresh();
  });
  return (
    <View className="plans-page">
      <PagedListBody list={list}>
        {list.items.map((plan) => (
          <PlanRow key={plan.id} plan={plan} onOpen={(p) => void navigate(`/accounts/funds/fixed_investments/${p.id}/`)} />
        ))}
      </PagedListBody>
    </View>
  );
}

export default largeTextPage(FixedInvestmentsPage);
