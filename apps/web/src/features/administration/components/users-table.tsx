import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { UserRecord } from '@roi/contract/administration';
import { ADMIN_PATHS } from '../admin-paths';
import { fullName, hasName } from '../user-status';
import { StatusChip } from './status-chip';

interface UsersTableProps {
  users: readonly UserRecord[];
  showOrganization: boolean;
  onReinvite: (user: UserRecord) => void;
  /** The user whose re-invitation is on its way, whose button spins. */
  reinvitingId: number | null;
  /** Busy while a new page loads over the old one. */
  isRefreshing: boolean;
}

function RowActions({ user, onReinvite, reinvitingId }: Pick<UsersTableProps, 'onReinvite' | 'reinvitingId'> & { user: UserRecord }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: { xs: 'wrap', md: 'nowrap' }, justifyContent: { md: 'flex-end' }, '& .MuiButton-root': { whiteSpace: 'nowrap', minWidth: 0, px: 1 } }}>
      <Button size="small" component={RouterLink} to={ADMIN_PATHS.userView(user.user_id)} startIcon={<VisibilityOutlined />}>
        View
      </Button>
      <Button size="small" component={RouterLink} to={ADMIN_PATHS.userEdit(user.user_id)} startIcon={<EditOutlined />}>
        Edit
      </Button>
      {user.status === 'invited' && (
        <Button
          size="small"
          onClick={() => onReinvite(user)}
          loading={reinvitingId === user.user_id}
          disabled={reinvitingId !== null && reinvitingId !== user.user_id}
          startIcon={<ForwardToInboxOutlined />}
        >
          Re-invite
        </Button>
      )}
    </Box>
  );
}

/** The users of a page: a table on wide screens, a stacked list of cards on phones. */
export function UsersTable({ users, showOrganization, onReinvite, reinvitingId, isRefreshing }: UsersTableProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  if (isNarrow) {
    return (
      <List aria-label="Users" aria-busy={isRefreshing} disablePadding sx={{ opacity: isRefreshing ? 0.6 : 1 }}>
        {users.map((user) => (
          <ListItem key={user.user_id} divider sx={{ display: 'block', py: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullName(user)}</Typography>
                {hasName(user) && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {user.role_name}
                  {showOrganization && ` · ${user.organization_name}`}
                </Typography>
              </Box>
              <StatusChip status={user.status} />
            </Box>
            <Box sx={{ mt: 1, ml: -0.5 }}>
              <RowActions user={user} onReinvite={onReinvite} reinvitingId={reinvitingId} />
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <TableContainer sx={{ opacity: isRefreshing ? 0.6 : 1 }}>
      <Table aria-label="Users" aria-busy={isRefreshing} size="medium">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            {showOrganization && <TableCell>Organization</TableCell>}
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.user_id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {fullName(user)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
              <TableCell>{user.role_name}</TableCell>
              {showOrganization && <TableCell>{user.organization_name}</TableCell>}
              <TableCell>
                <StatusChip status={user.status} />
              </TableCell>
              <TableCell align="right">
                <RowActions user={user} onReinvite={onReinvite} reinvitingId={reinvitingId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
