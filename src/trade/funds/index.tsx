import { HoldingsListScreen } from '../components/HoldingsListScreen';
import { FUND_HOLDINGS } from '../services/holding-sources';
import { largeTextPage } from '@/platform';

function FundHoldingsPage() {
  return <HoldingsListScreen source={FUND_HOLDINGS} />;
}

export default largeTextPage(FundHoldingsPage);
