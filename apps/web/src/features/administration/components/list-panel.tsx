import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { EmptyState, ListSkeleton } from './list-states';
import { TablePaging } from './table-paging';
import { SearchField } from '../../../components/search-field';

export interface ListPaging {
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

interface ListPanelProps {
  search: { value: string; onChange: (value: string) => void; placeholder: string; sx?: SxProps<Theme> };
  /** The filter selects beside the search. */
  filters: ReactNode;
  /** The filter bar's columns, the search's included. */
  gridTemplateColumns: Record<string, string>;
  /** Announced while the first page loads. */
  loadingLabel: string;
  isPending: boolean;
  /** Why the list could not be loaded (none shown yet), with a retry. */
  failure: { message: string; onRetry: () => void } | null;
  /** What an empty list says, and how to clear what emptied it (else what to do first, when given). */
  empty: { message: string; onClear?: () => void; firstStep?: { label: string; onClick: () => void } } | null;
  /** Paging under the list, once there is something to page. */
  paging: ListPaging | null;
  /** The list itself (a table, or a list on narrow screens). */
  children: ReactNode;
}

/** A searchable, filterable, paged list: the filter bar, its loading, failed and empty states, and paging. */
export function ListPanel({ search, filters, gridTemplateColumns, loadingLabel, isPending, failure, empty, paging, children }: ListPanelProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'grid', gap: 1.5, p: 2, gridTemplateColumns }}>
        <SearchField label="Search" value={search.value} placeholder={search.placeholder} onChange={search.onChange} sx={search.sx} />
        {filters}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
        {isPending ? (
          <ListSkeleton label={loadingLabel} />
        ) : failure ? (
          <EmptyState message={failure.message} action={{ label: 'Retry', onClick: failure.onRetry }} />
        ) : empty ? (
          <EmptyState
            message={empty.message}
            action={empty.onClear ? { label: 'Clear search and filters', onClick: empty.onClear } : empty.firstStep}
          />
        ) : (
          children
        )}
      </Box>
      {paging && paging.totalCount > 0 && <TablePaging {...paging} />}
    </Paper>
  );
}
