import { View, Text } from '@tarojs/components';
import { readId } from '@fund/core/portfolio';
import { STORE_MESSAGES, STORE_PAGE_TEXTS as T, STORE_URLS } from '@fund/core/store';
import { navigate, stopPullDownRefresh, usePullDownRefresh, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { ErrorView, LoadingView } from '@/components/StatusViews';
import { MissingIdView } from '@/components/trade/MissingIdView';
import { StorePortfolioRow } from '../store-components/StorePortfolioRow';
import { store } from '../store-components/store-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../store-components/store.css';

/**
 * /store/portfolios/{id}/manage/?desc=&share=: the owner's tools for one store portfolio. `desc` shows the
 * description being edited, `share` opens the share settings note; editing and sharing are the portfolio's own calls.
 */
function StorePortfolioManagePage() {
  const params = useRouterParams();
  const id = readId(params.id);
  const portfolio = useAsync(() => store.portfolio({ params: { id: id ?? 0 } }), [id]);
  usePullDownRefresh(() => void portfolio.reload().finally(stopPullDownRefresh));
  if (id === null) return <MissingIdView text={STORE_MESSAGES.portfolioNotFound} />;
  if (!portfolio.data) {
    return portfolio.status === 'error' ? <ErrorView text={portfolio.error} onRetry={() => void portfolio.reload()} retryable={portfolio.retryable} /> : <LoadingView />;
  }
  const p = portfolio.data;
  const links: [string, string][] = [
    [T.editPortfolio, STORE_URLS.editPortfolio(p.id, p.store_id)],
    [T.adjustPositions, STORE_URLS.adjustPositions(p.id)],
    [T.portfolioAssets, STORE_URLS.portfolioAssets(p.id)],
    [T.timeline, STORE_URLS.portfolioTimeline(p.id)],
  ];
  return (
    <View className="st-page store-manage">
      <View className="st-section">
        <StorePortfolioRow portfolio={p} onOpen={() => void navigate(STORE_URLS.portfolio(p.id, p.store_id))} />
        {params.desc ? <Text className="st-text manage-desc">{params.desc}</Text> : null}
      </View>
      {params.share ? (
        <View className="st-section manage-share">
          <Text className="st-section-title">{T.share}</Text>
          <Text className="st-muted">{T.shareHint}</Text>
        </View>
      ) : null}
      <View className="st-links">
        {links.map(([label, url]) => (
          <Text {...BUTTON_ROLE} key={label} className="st-link manage-link tap" onClick={() => void navigate(url)}>
            {label}
          </Text>
        ))}
      </View>
    </View>
  );
}

export default largeTextPage(StorePortfolioManagePage);
