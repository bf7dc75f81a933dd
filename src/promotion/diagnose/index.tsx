import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';

export default function DiagnosePage() {
  return <PromoLandingView landing={PROMO_LANDINGS.diagnose} />;
}
