import { View, Text } from '@tarojs/components';
import { PROMO_LANDINGS, PROMO_LANDING_TEXTS as T } from '@fund/core/promotion';
import { portfolioApi } from '@fund/core/portfolio';
import { formatSignedPercent } from '@fund/core/money';
import { navigate, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { EmptyView, ErrorView, LoadingView } from '@/components/StatusViews';
import { apiClient } from '@/services/api-client';
import { PromoLandingView } from '../components/PromoLanding';
import { tapLabel } from '@/components/tap-label';
import { ACCESSIBILITY_TEXTS } from '@fund/core/ui';

const portfolios = portfolioApi(apiClient);
const SHOWN = 5;

/** 精选基金组合: the landing with the recommended portfolios, each opening its detail. */
function FundPortfoliosPage() {
  const list = useAsync(async () => (await portfolios.recommend({ query: { page: 1, page_size: SHOWN } })).results, []);
  return (
    <PromoLandingView landing={PROMO_LANDINGS.fundPortfolios}>
      <View className="promo-card">
        <Text className="promo-rules-title">{T.portfoliosTitle}</Text>
        {list.status === 'loading' && list.data === null ? <LoadingView /> : null}
        {list.error ? <ErrorView text={list.error} onRetry={() => void list.reload()} /> : null}
        {list.data && list.data.length === 0 ? <EmptyView text={T.portfoliosEmpty} /> : null}
        {(list.data ?? []).map((p) => (
          <View {...tapLabel(ACCESSIBILITY_TEXTS.open(p.name))} key={p.id} className="promo-portfolio tap" onClick={() => void navigate(`/p/${p.id}/`)}>
            <Text className="promo-portfolio-name">{p.name}</Text>
            <Text className="promo-portfolio-yld">{`${T.yld} ${formatSignedPercent(p.yld).text}`}</Text>
          </View>
        ))}
      </View>
    </PromoLandingView>
  );
}

export default largeTextPage(FundPortfoliosPage);
