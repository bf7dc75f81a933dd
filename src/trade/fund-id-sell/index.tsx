import { useRouterParams, largeTextPage } from '@/platform';
import { FundSellScreen } from '../components/FundSellScreen';

/** Selling a fund held inside a portfolio: the same screen, naming the portfolio. */
function FundIdSellPage() {
  const params = useRouterParams();
  const id = Number(params.id);
  return <FundSellScreen symbol={params.symbol ?? ''} portfolioId={Number.isInteger(id) && id > 0 ? id : null} />;
}

export default largeTextPage(FundIdSellPage);
