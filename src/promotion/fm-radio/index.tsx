import { PROMO_LANDINGS } from '@fund/core/promotion';
import { PromoLandingView } from '../components/PromoLanding';
import { largeTextPage } from '@/platform';

function FmRadioPage() {
  return <PromoLandingView landing={PROMO_LANDINGS.fmRadio} />;
}

export default largeTextPage(FmRadioPage);
