import { HoldingIncomeScreen } from '../components/HoldingIncomeScreen';
import { FUND_HOLDINGS } from '../services/holding-sources';

export default function Page() {
  return <HoldingIncomeScreen source={FUND_HOLDINGS} />;
}
