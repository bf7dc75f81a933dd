import { useRouterParams, largeTextPage } from '@/platform';
import { FundSellScreen } from '../components/FundSellScreen';

function FundSellPage() {
  return <FundSellScreen symbol={useRouterParams().symbol ?? ''} portfolioId={null} />;
}

export default largeTextPage(FundSellPage);
