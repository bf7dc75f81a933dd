import { RebalanceNoticeScreen } from '../trade-components/RebalanceNoticeScreen';

/** /accounts/portfolios/pandoras_box_rebalance/: the rebalance notice of a pandoras_box portfolio. */
export default function PandorasBoxRebalancePage() {
  return <RebalanceNoticeScreen className="pandoras-box-rebalance-page" />;
}
