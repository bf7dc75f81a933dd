// The paged list of spec 01 §4 as pure reducers: request a page, then bind the server's answer.
import { PAGE_SIZE } from './page-sizes';

export const PAGER_PAGE_SIZE = PAGE_SIZE.pagerDefault;

/** The server's page envelope. */
export interface PageResponse<T> {
  current_page: number;
  total_page: number;
  total_count: number;
  results: T[];
}

export interface PagerState<T> {
  page_size: number;
  /** The current page: the last one bound (1 before any is). */
  page: number;
  /** 0 until the first request. */
  lastRequestedPage: number;
  /** The last page received; 0 until the first bind. Drives the loading flag. */
  lastReceivedPage: number;
  total_count: number;
  total_page: number;
  isLastPage: boolean;
  results: T[];
}

/** A request the caller should send; null from a reducer means the move is refused. */
export interface PagerRequest<T> {
  state: PagerState<T>;
  page: number;
}

export function createPagerState<T>(pageSize: number = PAGER_PAGE_SIZE): PagerState<T> {
  return {
    page_size: pageSize,
    page: 1,
    lastRequestedPage: 0,
    lastReceivedPage: 0,
    total_count: 0,
    total_page: 0,
    isLastPage: false,
    results: [],
  };
}

function request<T>(state: PagerState<T>, page: number): PagerRequest<T> {
  return { state: { ...state, lastRequestedPage: page }, page };
}

/** Loads (or reloads, for pull-to-refresh) page 1; binding it replaces the results. */
export function requestFirstPage<T>(state: PagerState<T>): PagerRequest<T> {
  return request(state, 1);
}

export function canGoNext<T>(state: PagerState<T>): boolean {
  return !state.isLastPage;
}

export function canGoPrevious<T>(state: PagerState<T>): boolean {
  return state.page > 1;
}

/** The page after the current one (page 1 when nothing is loaded yet); refused on the last page. */
export function requestNextPage<T>(state: PagerState<T>): PagerRequest<T> | null {
  if (!canGoNext(state)) return null;
  return request(state, state.lastReceivedPage === 0 ? 1 : state.page + 1);
}

/** The page before the current one; refused on page 1. */
export function requestPreviousPage<T>(state: PagerState<T>): PagerRequest<T> | null {
  if (!canGoPrevious(state)) return null;
  return request(state, state.page - 1);
}

/**
 * Takes a page response: sets the current page and totals; page 1 replaces the results and later
 * pages append. A response with no pages at all (total_page 0) is the last page too, so an empty
 * list never asks for more.
 */
export function bindPage<T>(state: PagerState<T>, response: PageResponse<T>): PagerState<T> {
  const page = response.current_page;
  return {
    ...state,
    page,
    lastReceivedPage: page,
    total_count: response.total_count,
    total_page: response.total_page,
    isLastPage: page >= response.total_page,
    results: page === 1 ? [...response.results] : [...state.results, ...response.results],
  };
}

/** Loading means the page one beyond the last received has been asked for and has not come back. */
export function isPagerLoading<T>(state: PagerState<T>): boolean {
  return state.lastRequestedPage === state.lastReceivedPage + 1;
}

/** True once a page has been received and it held nothing: the list's empty state. */
export function isPagerEmpty<T>(state: PagerState<T>): boolean {
  return state.lastReceivedPage > 0 && state.results.length === 0;
}
