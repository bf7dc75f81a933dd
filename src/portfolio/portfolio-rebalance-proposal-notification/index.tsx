import { RebalanceNoticeScreen } from '../trade-components/RebalanceNoticeScreen';

/** /accounts/portfolio_rebalance_proposal_notification/: the rebalance notice of a portfolio. */
export default function RebalanceProposalNotificationPage() {
  return <RebalanceNoticeScreen className="rebalance-notification-page" />;
}
