import { useState } from 'react';
import type { ListPaging } from '../components/list-panel';
import { clampPageIndex, DEFAULT_PAGE_SIZE, toServerPage } from '../paging';

/** The page and page size of a paged list, as the request asks for them and as the paging shows them. */
export function useListPaging() {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);

  /**
   * The paging under the loaded list. Fewer rows than before (a filter, another admin's change) may leave
   * the page past the last one: the last one is shown, and asked for once the list is no placeholder.
   */
  const pagingOf = (list: { data?: { totalCount: number }; isPlaceholderData: boolean }): ListPaging | null => {
    if (!list.data) return null;
    const { totalCount } = list.data;
    const shownPageIndex = clampPageIndex(pageIndex, totalCount, pageSize);
    if (!list.isPlaceholderData && shownPageIndex !== pageIndex) setPageIndex(shownPageIndex);
    return {
      totalCount,
      pageIndex: shownPageIndex,
      pageSize,
      onPageChange: setPageIndex,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPageIndex(0);
      },
    };
  };

  return {
    page: { page: toServerPage(pageIndex), page_size: pageSize },
    toFirstPage: () => setPageIndex(0),
    pagingOf,
  };
}
