import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { UserRecord } from '@roi/contract/administration';
import { ADMIN_PATHS } from '../admin-paths';
import { formatDate } from '../format';
import { fullName } from '../user-status';
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
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, rowGap: { xs: 0.5, sm: 2 }, columnGap: 2, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </>
  );
}

/** /usermanagement/view/:userId: a user's details, read-only, with the way to edit them. */
export function UserViewPage() {
  return <UserLoader>{(user) => <UserDetails user={user} />}</UserLoader>;
}
