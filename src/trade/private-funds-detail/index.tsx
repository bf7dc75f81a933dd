import { HOLDINGS_TEXTS } from '@fund/core/assets';
import { useRouterParams, largeTextPage } from '@/platform';
import { HoldingDetailScreen } from '../components/HoldingDetailScreen';
import { MissingIdView } from '../../components/trade/MissingIdView';
import { PRIVATE_FUND_HOLDINGS } from '../services/holding-sources';
import { routeId } from '../../services/route-id';

function PrivateFundHoldingDetailPage() {
  const fundId = routeId(useRouterParams());
  return fundId === null ? <MissingIdView text={HOLDINGS_TEXTS.emptyPrivateHoldings} /> : <HoldingDetailScreen source={PRIVATE_FUND_HOLDINGS} fundId={fundId} />;
}

export default largeTextPage(PrivateFundHoldingDetailPage);
