import { View, Text } from '@tarojs/components';
import { PORTFOLIO_PAGE_TEXTS as T } from '@fund/core/portfolio';
import { usePagedList } from '@/hooks/usePagedList';
import { PagedListBody } from '@/components/PagedListBody';
import { PortfolioRowLink } from '../owner-components/PortfolioRowLink';
import { portfolios } from '../owner-components/owner-services';
import { largeTextPage } from '@/platform';
import '../owner-components/owner.css';

/** /portfolio/following/: the portfolios the user follows, latest first. */
function FollowingPortfoliosPage() {
  const list = usePagedList((page, page_size) => portfolios.following({ query: { page, page_size } }), []);
  return (
    <View className="ow-page following-page">
      {list.empty ? <Text className="ow-muted">{T.followingEmpty}</Text> : null}
      <View className="ow-card">
        <PagedListBody list={list}>
          {list.items.map((p) => (
            <PortfolioRowLink key={p.id} portfolio={p} />
          ))}
        </PagedListBody>
      </View>
    </View>
  );
}

export default largeTextPage(FollowingPortfoliosPage);
