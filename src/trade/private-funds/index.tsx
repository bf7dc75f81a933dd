import { HoldingsListScreen } from '../components/HoldingsListScreen';
import { PRIVATE_FUND_HOLDINGS } from '../services/holding-sources';

export default function PrivateFundHoldingsPage() {
  return <HoldingsListScreen source={PRIVATE_FUND_HOLDINGS} />;
}
