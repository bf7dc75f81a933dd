import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';
import { largeTextPage } from '@/platform';

function DiagnosePage() {
  return <PromoLandingView landing={PROMO_LANDINGS.diagnose} />;
}

export default largeTextPage(DiagnosePage);
