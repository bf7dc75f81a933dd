import { RebalanceNoticeScreen } from '../trade-components/RebalanceNoticeScreen';
import { largeTextPage } from '@/platform';

/** /accounts/portfolio_rebalance_proposal_notification/: the rebalance notice of a portfolio. */
function RebalanceProposalNotificationPage() {
  return <RebalanceNoticeScreen className="rebalance-notification-page" />;
}

export default largeTextPage(RebalanceProposalNotificationPage);
