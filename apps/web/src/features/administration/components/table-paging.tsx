import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '../paging';

interface TablePagingProps {
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Paging under a list: page sizes 10/20/50 and "1–10 of 42". */
export function TablePaging({ totalCount, pageIndex, pageSize, onPageChange, onPageSizeChange }: TablePagingProps) {
  return (
    <TablePagination
      component="div"
      count={totalCount}
      page={pageIndex}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, page) => onPageChange(page)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage="Rows per page"
      sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
