import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';
import { largeTextPage } from '@/platform';

function FixedInvestDetailPage() {
  return <PromoLandingView landing={PROMO_LANDINGS.fixedInvest} />;
}

export default largeTextPage(FixedInvestDetailPage);
