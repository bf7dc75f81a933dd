import { HOLDINGS_TEXTS } from '@fund/core/assets';
import { useRouterParams, largeTextPage } from '@/platform';
import { HoldingRecordListScreen } from '../components/HoldingRecordListScreen';
import { MissingIdView } from '../../components/trade/MissingIdView';
import { FUND_HOLDINGS } from '../services/holding-sources';
import { routeId } from '../../services/route-id';

function Page() {
  const fundId = routeId(useRouterParams());
  return fundId === null ? <MissingIdView text={HOLDINGS_TEXTS.emptyHoldings} /> : <HoldingRecordListScreen source={FUND_HOLDINGS} fundId={fundId} />;
}

export default largeTextPage(Page);
