import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';
import { largeTextPage } from '@/platform';

function DiagnosisPage() {
  return <PromoLandingView landing={PROMO_LANDINGS.diagnosis} />;
}

export default largeTextPage(DiagnosisPage);
