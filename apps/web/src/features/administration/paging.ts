/** Page sizes offered under every administration table. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page the server serves (contract: page_size ≤ 100). */
export const MAX_PAGE_SIZE = 100;

/** One page of a list, with how many rows the whole list has. */
export interface ListPage<T> {
  records: T[];
  totalCount: number;
}

/** How many pages `totalCount` rows fill; at least one, so that an empty list still has a page 1. */
export function pageCount(totalCount: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/**
 * The zero-based page to show once the total is known: a filter or a deletion may leave the current page
 * beyond the last one, which would show an empty table with rows still existing.
 */
export function clampPageIndex(pageIndex: number, totalCount: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), pageCount(totalCount, pageSize) - 1);
}

/** A zero-based table page as the server's one-based `page`. */
export function toServerPage(pageIndex: number): number {
  return Math.max(0, Math.floor(pageIndex)) + 1;
}

/** The filters of a list request without the empty ones, which the server would read as "match ''". */
export function compactFilters<T extends Record<string, string | number | undefined | null>>(
  filters: T,
): { [K in keyof T]?: Exclude<T[K], '' | null> } {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    result[key] = typeof value === 'string' ? value.trim() : value;
  }
  return result as { [K in keyof T]?: Exclude<T[K], '' | null> };
}
