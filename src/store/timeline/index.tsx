import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import type { Wire } from '@fund/core/api';
import { failureText } from '@fund/core/api';
import { readId } from '@fund/core/portfolio';
import { publishTimeText } from '@fund/core/research';
import { STORE_PAGE_TEXTS as T, STORE_SCREEN_TEXTS as S, STORE_URLS, isOwnItem, timelineLikes, toggledLike } from '@fund/core/store';
import { confirm, navigate, toast, useRouterParams, largeTextPage } from '@/platform';
import { useAsync } from '@/hooks/useAsync';
import { usePagedList } from '@/hooks/usePagedList';
import { TradeListBody } from '@/components/trade/TradeListBody';
import { feed, store } from '../store-components/store-services';
import { BUTTON_ROLE } from '@/components/tap-label';
import '../store-components/store.css';

type Likes = { liked: boolean; count: number };

/** /store/timeline/?store_id=|portfolio_id=: a store's (or one portfolio's) posts with their portfolios; like, and the owner deletes or posts. */
function StoreTimelinePage() {
  const params = useRouterParams();
  const storeId = readId(params.store_id);
  const portfolioId = readId(params.portfolio_id);
  const list = usePagedList<Wire.Status>(
    (page, page_size) =>
      portfolioId !== null && storeId === null
        ? feed.portfolioTimeline({ query: { portfolio_id: String(portfolioId), page, page_size } })
        : feed.storeTimeline({ query: { store_id: String(storeId ?? 0), page, page_size } }),
    [storeId, portfolioId],
  );
  // Who I am as an owner: my store, when I have one (a visitor's 404 just means no owner tools).
  const mine = useAsync(() => store.mine().catch(() => null), []);
  const me = mine.data?.user.id ?? null;
  const [likes, setLikes] = useState<Record<number, Likes>>({});
  const [removed, setRemoved] = useState<number[]>([]);

  const like = async (s: Wire.Status) => {
    const now = likes[s.id] ?? timelineLikes(s);
    try {
      if (now.liked) await feed.unlike({ body: { status: s.id } });
      else await feed.like({ body: { status: s.id } });
      setLikes((l) => ({ ...l, [s.id]: toggledLike(now) }));
    } catch (err) {
      toast(failureText(err));
    }
  };
  const remove = async (s: Wire.Status) => {
    if (!(await confirm(T.deleteConfirm))) return;
    try {
      toast((await feed.remove({ params: { id: s.id } })).detail ?? T.deletePost);
      setRemoved((r) => [...r, s.id]);
    } catch (err) {
      toast(failureText(err));
    }
  };
  const mineHere = mine.data !== null && mine.data !== undefined && (storeId === null || mine.data.id === storeId);
  return (
    <View className="st-page store-timeline">
      {mineHere ? (
        <View className="st-links">
          <Text {...BUTTON_ROLE} className="st-link timeline-new tap" onClick={() => void navigate(STORE_URLS.timelineCreate)}>{T.newPost}</Text>
        </View>
      ) : null}
      <View className="st-section">
        <TradeListBody list={list} emptyText={S.emptyTimeline}>
          {list.items
            .filter((s) => !removed.includes(s.id))
            .map((s) => {
              const state = likes[s.id] ?? timelineLikes(s);
              return (
                <View key={s.id} className="st-field timeline-item">
                  <Text className="st-muted">{`${s.user.username} · ${publishTimeText(s.publish_at)}`}</Text>
                  {s.title ? <Text className="st-section-title">{s.title}</Text> : null}
                  <Text className="st-text">{s.text}</Text>
                  {s.portfolios.map((p) => (
                    <Text {...BUTTON_ROLE} key={p.id} className="st-chip timeline-portfolio tap" onClick={() => void navigate(STORE_URLS.portfolio(p.id, storeId ?? 0))}>
                      {p.name}
                    </Text>
                  ))}
                  <View className="st-chips">
                    <Text {...BUTTON_ROLE} className={`st-chip tap timeline-like ${state.liked ? 'st-chip-on' : ''}`} onClick={() => void like(s)}>
                      {`${T.like} ${state.count}`}
                    </Text>
                    {isOwnItem(s.user.id, me) ? (
                      <Text {...BUTTON_ROLE} className="st-chip timeline-delete tap" onClick={() => void remove(s)}>
                        {T.deletePost}
                      </Text>
                    ) : null}
                  </View>
                </View>
              );
            })}
        </TradeListBody>
      </View>
    </View>
  );
}

export default largeTextPage(StoreTimelinePage);
