import { View, Text } from '@tarojs/components';
import { FUTURES_REVIEW_PAGE_SIZE, FUTURES_TEXTS, futuresApi, isFuturesProductType } from '@fund/core/market';
import { formatAmount } from '@fund/core/money';
import { useRouterParams, largeTextPage } from '@/platform';
import { apiClient } from '@/services/api-client';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { PercentText } from '@/components/PercentText';
import { routeId } from '@/services/route-id';
import { Figure } from '../components/Figure';
import '../components/futures.css';

const futures = futuresApi(apiClient);
const T = FUTURES_TEXTS;

/** The reviews of one product, newest first, a page at a time. */
function Reviews({ productId }: { productId: number }) {
  const list = usePagedList(
    (page, pageSize) => futures.productReviews({ query: { product_id: productId, page, page_size: pageSize } }),
    [productId],
    { pageSize: FUTURES_REVIEW_PAGE_SIZE },
  );
  return (
    <View className="card fu-reviews">
      <View className="fu-section-title">
        <Text>{`${T.reviews}（${list.total}）`}</Text>
      </View>
      <PagedListBody list={list}>
        {list.items.map((r) => (
          <View className="fu-row" key={r.id}>
            <View className="fu-main">
              <Text className="fu-name">{`${r.title} ${'★'.repeat(r.rating)}`}</Text>
              <Text className="fu-text">{r.content}</Text>
              <Text className="fu-meta">{`${r.author} · ${r.published_on}`}</Text>
            </View>
          </View>
        ))}
      </PagedListBody>
    </View>
  );
}

/** An asset-management product: figures, what its type asks of the investor, the strategy, the reviews. */
function FuturesProductPage() {
  const params = useRouterParams();
  const id = routeId(params) ?? 0;
  const type = params.product_type ?? '';
  const productType = isFuturesProductType(type) ? type : undefined;
  const product = useAsync(() => futures.product({ params: { id }, query: { product_type: productType } }), [id, productType]);
  const p = product.data;
  if (!p) {
    return (
      <View className="futures-page futures-product-page">
        {product.status === 'error' ? <ErrorView text={product.error} onRetry={() => void product.reload()} retryable={product.retryable} /> : <LoadingView />}
      </View>
    );
  }
  return (
    <View className="futures-page futures-product-page">
      <View className="card">
        <Text className="fu-name">{p.name}</Text>
        <Text className="fu-meta">{`${p.product_type_display} · ${T.manager} ${p.manager}`}</Text>
        <View className="fu-figures">
          <Figure label={T.annualReturn}>
            <PercentText value={p.annual_return} />
          </Figure>
          <Figure label={T.maxDrawdown}>
            <Text>{p.max_drawdown === null ? '--' : `${p.max_drawdown}%`}</Text>
          </Figure>
          <Figure label={`${T.netValue}（${p.net_value_date}）`}>
            <Text>{p.net_value}</Text>
          </Figure>
          <Figure label={T.minAmount}>
            <Text>{`${formatAmount(p.min_amount)}元`}</Text>
          </Figure>
          <Figure label={T.riskLevel}>
            <Text>{`R${p.risk_level}`}</Text>
          </Figure>
          <Figure label={T.launchedOn}>
            <Text>{p.launched_on}</Text>
          </Figure>
        </View>
        <Text className="fu-hint">{p.type_note}</Text>
      </View>
      <View className="card">
        <View className="fu-section-title">
          <Text>{T.strategy}</Text>
        </View>
        <Text className="fu-name">{p.strategy}</Text>
        <Text className="fu-text">{p.description}</Text>
      </View>
      <Reviews productId={p.id} />
    </View>
  );
}

export default largeTextPage(FuturesProductPage);
