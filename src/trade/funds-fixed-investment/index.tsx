import { View } from '@tarojs/components';
import { HOLDINGS_TEXTS } from '@fund/core/assets';
import { PAGE_SIZE } from '@fund/core/pager';
import { navigate, useRouterParams, largeTextPage } from '@/platform';
import { usePagedList } from '@/hooks/usePagedList';
import { HoldingPlanRow } from '../components/HoldingPlanRow';
import { MissingIdView } from '../../components/trade/MissingIdView';
import { TradeListBody } from '../../components/trade/TradeListBody';
import { fixedInvestments } from '../../services/trade-record-services';
import { routeId } from '../../services/route-id';

function HoldingPlans({ fundId }: { fundId: number }) {
  const list = usePagedList((page, page_size) => fixedInvestments.listByFund({ query: { fund_id: fundId, page, page_size } }), [fundId], {
    pageSize: PAGE_SIZE.fixedInvestments,
  });
  return (
    <View className="holding-plans-page">
      <TradeListBody list={list} emptyText={HOLDINGS_TEXTS.emptyPlans}>
        {list.items.map((plan) => (
          <HoldingPlanRow key={plan.id} plan={plan} onOpen={(id) => void navigate(`/accounts/funds/fixed_investments/${id}/`)} />
        ))}
      </TradeListBody>
    </View>
  );
}

function HoldingFixedInvestmentPage() {
  const fundId = routeId(useRouterParams());
  return fundId === null ? <MissingIdView text={HOLDINGS_TEXTS.emptyPlans} /> : <HoldingPlans fundId={fundId} />;
}

export default largeTextPage(HoldingFixedInvestmentPage);
