import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import type { UserListRequest, UserRecord } from '@roi/contract/administration';
import { ORG_TYPE } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { adminKeys } from '../api/query-keys';
import { reinviteUser } from '../api/reinvite-user';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useListPaging } from '../hooks/use-list-paging';
import { useOrganizationOptions, useRoles, useUserList } from '../hooks/use-admin-queries';
import { compactFilters } from '../paging';
import { emptyListMessage, USER_STATUSES, type UserStatus } from '../user-status';
import { isAgency, type Viewer } from '../viewer';
import { InviteUserDialog, type InviteOrganization } from './invite-user-dialog';
import { ListPanel } from './list-panel';
import { UsersTable } from './users-table';

interface UsersPanelProps {
  viewer: Viewer;
  /** Lists only this organisation's users (its details page); otherwise agency users may filter by one. */
  organization?: InviteOrganization;
  /** The panel's own heading (an h3), with the invite button beside it. */
  title?: string;
  /** Or the page's header, given the invite button to place. */
  header?: (inviteButton: ReactNode) => ReactNode;
}

interface Filters {
  status: UserStatus | '';
  roleId: string;
  organizationId: string;
}

/** A filter's empty choice reads "All …", so its label sits above it. */
const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const NO_FILTERS: Filters = { status: '', roleId: '', organizationId: '' };

/** Searchable, filterable, paged users with row actions and the invitation dialog. */
export function UsersPanel({ viewer, organization, title, header }: UsersPanelProps) {
  const queryClient = useQueryClient();
  const isAgencyViewer = isAgency(viewer);
  const canFilterOrganization = isAgencyViewer && !organization;
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const paging = useListPaging();
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search);

  const organizations = useOrganizationOptions(canFilterOrganization);
  const filterOrganization = organizations.data?.records.find((record) => String(record.id) === filters.organizationId);
  // Roles belong to an organisation type: the chosen organisation's, or both types for the agency's view of all.
  const roleTypeId = organization?.orgTypeId ?? filterOrganization?.org_type_id ?? (isAgencyViewer ? ORG_TYPE.agency : viewer.orgTypeId);
  const roles = useRoles(roleTypeId);
  const clientRoles = useRoles(isAgencyViewer && !organization && !filterOrganization ? ORG_TYPE.economicDevelopment : null);
  const roleOptions = [...(roles.data ?? []), ...(clientRoles.data ?? [])];

  const request: UserListRequest = {
    ...paging.page,
    ...compactFilters({
      search: debouncedSearch,
      status: filters.status,
      role_id: filters.roleId ? Number(filters.roleId) : undefined,
      organization_id: organization?.id ?? (filters.organizationId ? Number(filters.organizationId) : undefined),
    }),
  };
  const users = useUserList(request);
  const records = users.data?.records ?? [];
  const hasFilters = Object.values(filters).some(Boolean);

  const reinvite = useMutation({
    mutationFn: (user: UserRecord) => reinviteUser(user.user_id),
    onSuccess: () => {
      showSuccessToast(MESSAGES.userReinvited);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });

  const changeFilter = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch, ...('organizationId' in patch && { roleId: '' }) }));
    paging.toFirstPage();
  };
  const clearFilters = () => {
    setSearch('');
    setFilters(NO_FILTERS);
    paging.toFirstPage();
  };


  const inviteButton = (
    <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setIsInviteOpen(true)}>
      Invite user
    </Button>
  );

  return (
    <Box component="section" aria-label={title ?? 'Users'}>
      {header ? (
        header(inviteButton)
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          {title && (
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          )}
          <Box sx={{ ml: 'auto' }}>{inviteButton}</Box>
        </Box>
      )}
      <ListPanel
        search={{
          value: search,
          placeholder: 'Name or email',
          sx: { gridColumn: { sm: '1 / -1', lg: 'auto' } },
          onChange: (value) => {
            setSearch(value);
            paging.toFirstPage();
          },
        }}
        gridTemplateColumns={{
          xs: '1fr',
          sm: '1fr 1fr',
          lg: canFilterOrganization ? '2fr 1fr 1fr 1fr' : '2fr 1fr 1fr',
        }}
        filters={
          <>
            <TextField
              select
              label="Status"
              size="small"
              slotProps={ALL_SHOWN}
              value={filters.status}
              onChange={(event) => changeFilter({ status: event.target.value as UserStatus | '' })}
            >
              <MenuItem value="">All statuses</MenuItem>
              {USER_STATUSES.map((status) => (
                <MenuItem key={status.value} value={status.value}>
                  {status.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Role" size="small" slotProps={ALL_SHOWN} value={filters.roleId} onChange={(event) => changeFilter({ roleId: event.target.value })}>
              <MenuItem value="">All roles</MenuItem>
              {roleOptions.map((role) => (
                <MenuItem key={role.id} value={String(role.id)}>
                  {role.name}
                </MenuItem>
              ))}
            </TextField>
            {canFilterOrganization && (
              <TextField
                select
                label="Organization"
                size="small"
                slotProps={ALL_SHOWN}
                value={filters.organizationId}
                onChange={(event) => changeFilter({ organizationId: event.target.value })}
              >
                <MenuItem value="">All organizations</MenuItem>
                {(organizations.data?.records ?? []).map((record) => (
                  <MenuItem key={record.id} value={String(record.id)}>
                    {record.organization_name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        }
        loadingLabel="Loading users"
        isPending={users.isPending}
        failure={
          users.isError && !users.data
            ? { message: getErrorMessage(users.error, MESSAGES.userListFailed), onRetry: () => void users.refetch() }
            : null
        }
        empty={
          records.length === 0
            ? {
                message: emptyListMessage('users', { search: debouncedSearch, hasFilters }),
                onClear: hasFilters || debouncedSearch.trim() ? clearFilters : undefined,
                firstStep: { label: 'Invite user', onClick: () => setIsInviteOpen(true) },
              }
            : null
        }
        paging={paging.pagingOf(users)}
      >
        <UsersTable
          users={records}
          showOrganization={isAgencyViewer && !organization}
          onReinvite={(user) => reinvite.mutate(user)}
          reinvitingId={reinvite.isPending ? (reinvite.variables?.user_id ?? null) : null}
          isRefreshing={users.isPlaceholderData}
        />
      </ListPanel>
      <InviteUserDialog open={isInviteOpen} onClose={() => setIsInviteOpen(false)} viewer={viewer} organization={organization} />
    </Box>
  );
}
