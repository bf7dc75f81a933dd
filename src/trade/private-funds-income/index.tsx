import { HoldingIncomeScreen } from '../components/HoldingIncomeScreen';
import { PRIVATE_FUND_HOLDINGS } from '../services/holding-sources';
import { largeTextPage } from '@/platform';

function Page() {
  return <HoldingIncomeScreen source={PRIVATE_FUND_HOLDINGS} />;
}

export default largeTextPage(Page);
