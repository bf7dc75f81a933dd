import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';

export default function FixedInvestDetailPage() {
  return <PromoLandingView landing={PROMO_LANDINGS.fixedInvest} />;
}
