import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
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
import type { OrganizationListRequest, OrganizationRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { getErrorMessage } from '../../../lib/api-client';
import { ADMIN_PATHS } from '../admin-paths';
import { formatDate } from '../format';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useListPaging } from '../hooks/use-list-paging';
import { useOrganizationList, useOrganizationTypes } from '../hooks/use-admin-queries';
import { compactFilters } from '../paging';
import { emptyListMessage } from '../user-status';
import { ListPanel } from './list-panel';
import { PageHeader } from '../../../components/page-header';

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
          <li key={record.id}>
            <ListItemButton component={RouterLink} to={ADMIN_PATHS.organizationDetails(record.id)} divider sx={{ display: 'block', py: 1.5 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{record.organization_name}</Typography>
              <Chip size="small" label={record.org_type_name} sx={{ my: 0.5, maxWidth: '100%' }} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[record.country, usersLabel(record.user_count), `created ${formatDate(record.created_at)}`].filter(Boolean).join(' · ')}
              </Typography>
            </ListItemButton>
          </li>
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
  const paging = useListPaging();
  const debouncedSearch = useDebouncedValue(search);
  const types = useOrganizationTypes(true);

  const request: OrganizationListRequest = {
    ...paging.page,
    ...compactFilters({ search: debouncedSearch, org_type_id: orgTypeId ? Number(orgTypeId) : undefined }),
  };
  const organizations = useOrganizationList(request);
  const records = organizations.data?.records ?? [];
  const hasFilters = Boolean(orgTypeId);

  const clear = () => {
    setSearch('');
    setOrgTypeId('');
    paging.toFirstPage();
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
      <ListPanel
        search={{
          value: search,
          placeholder: 'Organization name',
          onChange: (value) => {
            setSearch(value);
            paging.toFirstPage();
          },
        }}
        gridTemplateColumns={{ xs: '1fr', sm: '2fr 1fr' }}
        filters={
          <TextField
            select
            label="Type"
            size="small"
            value={orgTypeId}
            onChange={(event) => {
              setOrgTypeId(event.target.value);
              paging.toFirstPage();
            }}
          >
            <MenuItem value="">All types</MenuItem>
            {(types.data ?? []).map((type) => (
              <MenuItem key={type.id} value={String(type.id)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        }
        loadingLabel="Loading organizations"
        isPending={organizations.isPending}
        failure={
          organizations.isError && !organizations.data
            ? {
                message: getErrorMessage(organizations.error, MESSAGES.organizationListFailed),
                onRetry: () => void organizations.refetch(),
              }
            : null
        }
        empty={
          records.length === 0
            ? {
                message: emptyListMessage('organizations', { search: debouncedSearch, hasFilters }),
                onClear: hasFilters || debouncedSearch.trim() ? clear : undefined,
              }
            : null
        }
        paging={paging.pagingOf(organizations)}
      >
        <OrganizationsTable records={records} isRefreshing={organizations.isPlaceholderData} />
      </ListPanel>
    </>
  );
}
