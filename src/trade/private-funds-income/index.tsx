import { HoldingIncomeScreen } from '../components/HoldingIncomeScreen';
import { PRIVATE_FUND_HOLDINGS } from '../services/holding-sources';

export default function Page() {
  return <HoldingIncomeScreen source={PRIVATE_FUND_HOLDINGS} />;
}
