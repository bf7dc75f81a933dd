import { HoldingsListScreen } from '../components/HoldingsListScreen';
import { FUND_HOLDINGS } from '../services/holding-sources';

export default function FundHoldingsPage() {
  return <HoldingsListScreen source={FUND_HOLDINGS} />;
}
