import { useRouterParams } from '@/platform';
import { FundSellScreen } from '../components/FundSellScreen';

export default function FundSellPage() {
  return <FundSellScreen symbol={useRouterParams().symbol ?? ''} portfolioId={null} />;
}
