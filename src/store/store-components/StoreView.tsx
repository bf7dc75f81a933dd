import { View, Text, Button, Image } from '@tarojs/components';
import { STORE_PAGE_TEXTS as T, STORE_SCREEN_TEXTS as S, STORE_URLS, assetsText, followButtonText, type StoreDetail } from '@fund/core/store';
import { navigate } from '@/platform';
import { EmptyView } from '@/components/StatusViews';
import { StorePortfolioRow } from './StorePortfolioRow';
import { BUTTON_ROLE } from '@/components/tap-label';

/** A store's page body: owner and introduction, followers and their assets, the portfolios, the ways on. */
export function StoreView({ detail, onFollow }: { detail: StoreDetail; onFollow: () => void }) {
  return (
    <View className="st-page store-view">
      <View className="st-header">
        {detail.avatar ? <Image className="store-avatar" src={detail.avatar} /> : null}
        <Text className="st-name store-name">{detail.name}</Text>
        <Text className="st-muted store-owner">{`${T.owner}：${detail.user.username}`}</Text>
        <Text className="st-text store-description">{detail.description}</Text>
      </View>
      <View className="st-stats">
        <View className="st-stat">
          <Text className="st-stat-value store-likes">{String(detail.likes_count)}</Text>
          <Text className="st-muted">{S.followers}</Text>
        </View>
        <View className="st-stat">
          <Text className="st-stat-value store-assets">{assetsText(detail.followers_assets)}</Text>
          <Text className="st-muted">{S.followersAssets}</Text>
        </View>
        <View className="st-stat">
          <Text className="st-stat-value">{String(detail.portfolios_count)}</Text>
          <Text className="st-muted">{S.portfolios}</Text>
        </View>
      </View>
      {detail.is_owner ? (
        <View className="st-links store-owner-links">
          <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.settings)}>{T.settings}</Text>
          <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.portfolioSettings(detail.id))}>{T.sort}</Text>
          <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.assetsMine)}>{T.assets}</Text>
          <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.timelineCreate)}>{T.newPost}</Text>
        </View>
      ) : (
        <Button className={`st-button store-follow ${detail.liked ? 'st-button-plain' : ''}`} onClick={onFollow}>
          {followButtonText(detail.liked)}
        </Button>
      )}
      <View className="st-section">
        <Text className="st-section-title">{S.portfolios}</Text>
        {detail.portfolios.length === 0 ? <EmptyView text={S.emptyPortfolios} /> : null}
        {detail.portfolios.map((p) => (
          <StorePortfolioRow
            key={p.id}
            portfolio={p}
            onOpen={() => void navigate(detail.is_owner ? STORE_URLS.manage(p.id) : STORE_URLS.portfolio(p.id, detail.id))}
          />
        ))}
      </View>
      <View className="st-links">
        <Text {...BUTTON_ROLE} className="st-link store-timeline-link tap" onClick={() => void navigate(STORE_URLS.storeTimeline(detail.id))}>{T.timeline}</Text>
        <Text {...BUTTON_ROLE} className="st-link tap" onClick={() => void navigate(STORE_URLS.portfolios(detail.id))}>{T.allPortfolios}</Text>
      </View>
      <Text className="st-note store-compliance">{S.compliance}</Text>
    </View>
  );
}
