// The spec's page answer {results, current_page, total_page, total_count} from a page request and a count.
import type { Wire } from '@fund/core/api';

export interface PageRequest {
  page: number;
  page_size: number;
}

export function offsetOf(req: PageRequest): number {
  return (req.page - 1) * req.page_size;
}

export function toPage<T>(req: PageRequest, totalCount: number, results: T[]): Wire.Page<T> {
  return {
    current_page: req.page,
    total_count: totalCount,
    // An empty list is still one (empty) page, so the pager's "last page" test holds.
    total_page: Math.max(1, Math.ceil(totalCount / req.page_size)),
    results,
  };
}

/** JSON.stringify(toPage(req, totalCount, results)) when the results are already JSON: `resultsJson` is the array's items, comma-joined. */
export function pageJson(req: PageRequest, totalCount: number, resultsJson: string): string {
  const { results: _, ...head } = toPage(req, totalCount, []);
  return `${JSON.stringify(head).slice(0, -1)},"results":[${resultsJson}]}`;
}
