// Request schemas and answer types of the status feed (spec 02 §7): statuses, timelines, comments, likes.
import { s } from '../../api/schema';
import type { Schema } from '../../api/schema';
import { f, pageQuery } from '../../api/contract/common-fields';
import { defineContract, res } from '../../api/contract/define-contract';
import { feedRoutes } from './feed-routes';
import type { OkAnswer, Page, Status, StatusComment, User } from '../../api/contract/entities';

const timeline = <K extends string>(key: K) =>
  s.object({ ...({ [key]: s.string({ min: 1, max: 32 }) } as Record<K, Schema<string>>), page: f.page(), page_size: f.pageSize(10, 100) });
const like = () => s.object({ status: f.id() });

export const feedContract = defineContract('feed', feedRoutes, {
  detail: { response: res<Status>() },
  comments: { query: pageQuery(20), response: res<Page<StatusComment>>() },
  likes: { query: pageQuery(20), response: res<Page<User>>() },
  portfolioTimeline: { query: timeline('portfolio_id'), response: res<Page<Status>>() },
  symbolTimeline: {
    query: s.object({ symbol: f.symbol(), content_type: s.optional(s.string({ max: 32 })), page: f.page(), page_size: f.pageSize(10, 100) }),
    response: res<Page<Status>>(),
  },
  userTimeline: { query: timeline('user_id'), response: res<Page<Status>>() },
  categoryTimeline: { query: timeline('category'), response: res<Page<Status>>() },
  storeTimeline: { query: timeline('store_id'), response: res<Page<Status>>() },
  // The home headline feed: 10 items, cached.
  recommend: { query: s.object({ page: f.page(), page_size: f.pageSize(10, 100) }), response: res<Page<Status>>() },
  like: { body: like(), response: res<OkAnswer>() },
  unlike: { body: like(), response: res<OkAnswer>() },
  remove: { response: res<OkAnswer>() },
  create: {
    body: s.object({
      title: s.optional(s.string({ max: 100 })),
      text: f.text(10000),
      portfolio_id: s.optional(f.id()),
      store_id: s.optional(f.id()),
      symbols: s.optional(s.array(f.symbol(), { max: 20 })),
    }),
    response: res<Status>(),
  },
});
