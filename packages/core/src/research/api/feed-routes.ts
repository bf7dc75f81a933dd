// Routes of the feed area (spec 02 §7): what the client ships. Schemas: ./feed-contract.ts.
import { route } from '../../api/contract/route';

export const feedRoutes = {
  detail: route('GET', '/statuses/{id}/'),
  comments: route('GET', '/statuses/{id}/comments/'),
  likes: route('GET', '/statuses/{id}/likes/'),
  portfolioTimeline: route('GET', '/statuses/portfolio_timeline/'),
  symbolTimeline: route('GET', '/statuses/symbol_timeline/'),
  userTimeline: route('GET', '/statuses/user_timeline/'),
  categoryTimeline: route('GET', '/statuses/category_timeline/'),
  storeTimeline: route('GET', '/statuses/store_timeline/'),
  recommend: route('GET', '/statuses/recommend/', { cached: true }),
  like: route('POST', '/statuses/likes/like/'),
  unlike: route('POST', '/statuses/likes/unlike/'),
  remove: route('DELETE', '/statuses/{id}/'),
  create: route('POST', '/statuses/'),
};
