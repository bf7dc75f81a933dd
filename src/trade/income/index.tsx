import { View, Text } from '@tarojs/components';
import { formatSignedAmount, toneOf } from '@fund/core/money';
import { INCOME_TEXTS as T, MY_ASSETS_TEXTS } from '@fund/core/assets';
import { PAGE_SIZE } from '@fund/core/pager';
import type { Wire } from '@fund/core/api';
import { useResource } from '@/stores/useResource';
import { assetsStore } from '@/stores/assets-store';
import { usePagedList } from '@/hooks/usePagedList';
import { EmptyView, ErrorView, ListFooter, LoadingView } from '@/components/StatusViews';
import { assetsHoldings } from '../my-assets/my-assets-services';
import { largeTextPage } from '@/platform';
import './index.css';

/** All income by day, newest first, 42 a page; the totals on top. */
function IncomePage() {
  const assets = useResource(assetsStore);
  const list = usePagedList<Wire.IncomePoint>((page, page_size) => assetsHoldings.incomeMine({ query: { page, page_size } }), [], {
    pageSize: PAGE_SIZE.incomeChart,
  });
  return (
    <View className="screen income-page">
      {assets.data ? (
        <View className="card income-totals">
          <View className="income-total">
            <Text className="muted">{MY_ASSETS_TEXTS.latestIncome}</Text>
            <Text className={`percent-text ${toneOf(assets.data.income_latest)}`}>{formatSignedAmount(assets.data.income_latest)}</Text>
          </View>
          <View className="income-total">
            <Text className="muted">{MY_ASSETS_TEXTS.totalIncome}</Text>
            <Text className={`percent-text ${toneOf(assets.data.income_total)} income-total-value`}>{formatSignedAmount(assets.data.income_total)}</Text>
          </View>
        </View>
      ) : null}
      <View className="card income-list">
        <View className="income-row income-head">
          <Text className="muted">{T.date}</Text>
          <Text className="muted">{T.income}</Text>
        </View>
        {list.loading && list.items.length === 0 ? <LoadingView /> : null}
        {list.error && list.items.length === 0 ? <ErrorView text={list.error} onRetry={() => void list.refresh()} /> : null}
        {list.empty ? <EmptyView text={T.empty} /> : null}
        {list.items.map((point) => (
          <View key={point.date} className="income-row">
            <Text>{point.date}</Text>
            <Text className={`percent-text ${toneOf(point.income)}`}>{formatSignedAmount(point.income)}</Text>
          </View>
        ))}
        {list.items.length > 0 ? <ListFooter loadingMore={list.loadingMore} hasMore={list.hasMore} error={list.error} onRetry={() => void list.next()} /> : null}
      </View>
    </View>
  );
}

export default largeTextPage(IncomePage);
