import { HoldingsListScreen } from '../components/HoldingsListScreen';
import { PRIVATE_FUND_HOLDINGS } from '../services/holding-sources';
import { largeTextPage } from '@/platform';

function PrivateFundHoldingsPage() {
  return <HoldingsListScreen source={PRIVATE_FUND_HOLDINGS} />;
}

export default largeTextPage(PrivateFundHoldingsPage);
