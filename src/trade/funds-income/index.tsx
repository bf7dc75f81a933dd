import { HoldingIncomeScreen } from '../components/HoldingIncomeScreen';
import { FUND_HOLDINGS } from '../services/holding-sources';
import { largeTextPage } from '@/platform';

function Page() {
  return <HoldingIncomeScreen source={FUND_HOLDINGS} />;
}

export default largeTextPage(Page);
