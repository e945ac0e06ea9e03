import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Search from '@mui/icons-material/Search';
import type { OrganizationListRequest, OrganizationRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { getErrorMessage } from '../../../lib/api-client';
import { ADMIN_PATHS } from '../admin-paths';
import { formatDate } from '../format';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useOrganizationList, useOrganizationTypes } from '../hooks/use-admin-queries';
import { clampPageIndex, compactFilters, DEFAULT_PAGE_SIZE, toServerPage } from '../paging';
import { emptyListMessage } from '../user-status';
import { EmptyState, ListSkeleton } from './list-states';
import { PageHeader } from './page-header';
import { TablePaging } from './table-paging';

function usersLabel(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`;
}

function OrganizationsTable({ records, isRefreshing }: { records: readonly OrganizationRecord[]; isRefreshing: boolean }) {
  const navigate = useNavigate();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (isNarrow) {
    return (
      <List aria-label="Organizations" aria-busy={isRefreshing} disablePadding sx={{ opacity: isRefreshing ? 0.6 : 1 }}>
        {records.map((record) => (
          <ListItemButton key={record.id} component={RouterLink} to={ADMIN_PATHS.organizationDetails(record.id)} divider sx={{ display: 'block', py: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{record.organization_name}</Typography>
            <Chip size="small" label={record.org_type_name} sx={{ my: 0.5, maxWidth: '100%' }} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[record.country, usersLabel(record.user_count), `created ${formatDate(record.created_at)}`].filter(Boolean).join(' · ')}
            </Typography>
          </ListItemButton>
        ))}
      </List>
    );
  }

  return (
    <TableContainer sx={{ opacity: isRefreshing ? 0.6 : 1 }}>
      <Table aria-label="Organizations" aria-busy={isRefreshing}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Country</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => (
            <TableRow
              key={record.id}
              hover
              onClick={() => void navigate(ADMIN_PATHS.organizationDetails(record.id))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell component="th" scope="row">
                {/* The link is the keyboard's way in; the row's click is a larger target for the pointer. */}
                <Link
                  component={RouterLink}
                  to={ADMIN_PATHS.organizationDetails(record.id)}
                  onClick={(event) => event.stopPropagation()}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {record.organization_name}
                </Link>
              </TableCell>
              <TableCell>{record.org_type_name}</TableCell>
              <TableCell>{record.country ?? '—'}</TableCell>
              <TableCell align="right">{record.user_count}</TableCell>
              <TableCell>{formatDate(record.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /organizemanagement: the agency's organisations, searchable and paged, and the way to create one. */
export function OrganizationManagementPage({ title }: { title: string }) {
  const [search, setSearch] = useState('');
  const [orgTypeId, setOrgTypeId] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const debouncedSearch = useDebouncedValue(search);
  const types = useOrganizationTypes(true);

  const request: OrganizationListRequest = {
    page: toServerPage(pageIndex),
    page_size: pageSize,
    ...compactFilters({ search: debouncedSearch, org_type_id: orgTypeId ? Number(orgTypeId) : undefined }),
  };
  const organizations = useOrganizationList(request);
  const records = organizations.data?.records ?? [];
  const totalCount = organizations.data?.totalCount ?? 0;
  const hasFilters = Boolean(orgTypeId);
  const shownPageIndex = organizations.data ? clampPageIndex(pageIndex, totalCount, pageSize) : pageIndex;
  if (organizations.data && !organizations.isPlaceholderData && shownPageIndex !== pageIndex) setPageIndex(shownPageIndex);

  const clear = () => {
    setSearch('');
    setOrgTypeId('');
    setPageIndex(0);
  };

  return (
    <>
      <PageHeader
        title={title}
        description="The agency and its client organizations. Open one to change its settings and invite its users."
        actions={
          <Button variant="contained" component={RouterLink} to={ADMIN_PATHS.organizationCreate} startIcon={<AddBusinessOutlined />}>
            Create organization
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'grid', gap: 1.5, p: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            label="Search"
            type="search"
            size="small"
            value={search}
            placeholder="Organization name"
            onChange={(event) => {
              setSearch(event.target.value);
              setPageIndex(0);
            }}
            slotProps={{
              htmlInput: { maxLength: 200 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Type"
            size="small"
            value={orgTypeId}
            onChange={(event) => {
              setOrgTypeId(event.target.value);
              setPageIndex(0);
            }}
          >
            <MenuItem value="">All types</MenuItem>
            {(types.data ?? []).map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          {organizations.isPending ? (
            <ListSkeleton label="Loading organizations" />
          ) : organizations.isError && !organizations.data ? (
            <EmptyState
              message={getErrorMessage(organizations.error, MESSAGES.organizationListFailed)}
              action={{ label: 'Try again', onClick: () => void organizations.refetch() }}
            />
          ) : records.length === 0 ? (
            <EmptyState
              message={emptyListMessage('organizations', { search: debouncedSearch, hasFilters })}
              action={hasFilters || debouncedSearch.trim() ? { label: 'Clear search and filters', onClick: clear } : undefined}
            />
          ) : (
            <OrganizationsTable records={records} isRefreshing={organizations.isPlaceholderData} />
          )}
        </Box>
        {organizations.data && totalCount > 0 && (
          <TablePaging
            totalCount={totalCount}
            pageIndex={shownPageIndex}
            pageSize={pageSize}
            onPageChange={setPageIndex}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPageIndex(0);
            }}
          />
        )}
      </Paper>
    </>
  );
}
