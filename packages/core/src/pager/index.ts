export type { PageResponse, PagerState, PagerRequest } from './pager-state';
export {
  PAGER_PAGE_SIZE,
  createPagerState,
  requestFirstPage,
  requestNextPage,
  requestPreviousPage,
  canGoNext,
  canGoPrevious,
  bindPage,
  isPagerLoading,
  isPagerEmpty,
} from './pager-state';
export { PAGE_SIZE, CALL_DEFAULTS } from './page-sizes';
