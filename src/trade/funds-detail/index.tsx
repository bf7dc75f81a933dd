import { HOLDINGS_TEXTS } from '@fund/core/assets';
import { useRouterParams, largeTextPage } from '@/platform';
import { HoldingDetailScreen } from '../components/HoldingDetailScreen';
import { MissingIdView } from '../../components/trade/MissingIdView';
import { FUND_HOLDINGS } from '../services/holding-sources';
import { routeId } from '../../services/route-id';

function FundHoldingDetailPage() {
  const fundId = routeId(useRouterParams());
  return fundId === null ? <MissingIdView text={HOLDINGS_TEXTS.emptyHoldings} /> : <HoldingDetailScreen source={FUND_HOLDINGS} fundId={fundId} />;
}

export default largeTextPage(FundHoldingDetailPage);
