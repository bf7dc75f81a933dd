import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';

export default function FmRadioPage() {
  return <PromoLandingView landing={PROMO_LANDINGS.fmRadio} />;
}
