import { RebalanceNoticeScreen } from '../trade-components/RebalanceNoticeScreen';
import { largeTextPage } from '@/platform';

/** /accounts/portfolios/pandoras_box_rebalance/: the rebalance notice of a pandoras_box portfolio. */
function PandorasBoxRebalancePage() {
  return <RebalanceNoticeScreen className="pandoras-box-rebalance-page" />;
}

export default largeTextPage(PandorasBoxRebalancePage);
