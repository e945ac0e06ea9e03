import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { UserRecord } from '@roi/contract/administration';
import { ADMIN_PATHS } from '../admin-paths';
import { formatDate } from '../format';
import { fullName } from '../user-status';
import { DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { StatusChip } from './status-chip';
import { UserLoader } from './user-loader';


function UserDetails({ user }: { user: UserRecord }) {
  const rows: [string, ReactNode][] = [
    ['First Name', user.first_name || '—'],
    ['Last Name', user.last_name || '—'],
    ['Email', user.email],
    ['Role', user.role_name],
    ['Organization', user.organization_name],
    ['Status', <StatusChip key="status" status={user.status} />],
    ['Added', formatDate(user.created_at)],
  ];
  return (
    <>
      <PageHeader
        title={fullName(user)}
        description={user.email}
        back={{ to: ADMIN_PATHS.users, label: 'Users' }}
        actions={
          <Button variant="contained" component={RouterLink} to={ADMIN_PATHS.userEdit(user.user_id)} startIcon={<EditOutlined />}>
            Edit
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <DetailList rows={rows} />
      </Paper>
    </>
  );
}

/** /usermanagement/view/:userId: a user's details, read-only, with the way to edit them. */
export function UserViewPage() {
  return <UserLoader>{(user) => <UserDetails user={user} />}</UserLoader>;
}
