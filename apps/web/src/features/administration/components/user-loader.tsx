import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { UserRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { ADMIN_PATHS, parseId } from '../admin-paths';
import { useUser } from '../hooks/use-admin-queries';
import { NoticePanel } from './list-states';

/** Finds the user of the route's :userId and renders `children` with them, or a loading or not-found state. */
export function UserLoader({ children }: { children: (user: UserRecord) => ReactNode }) {
  const { userId: rawId } = useParams();
  const userId = parseId(rawId);
  const user = useUser(userId);

  const backToUsers = (
    <Button component={RouterLink} to={ADMIN_PATHS.users} variant="outlined">
      Back to users
    </Button>
  );
  if (userId === null) {
    return <NoticePanel title="User not found" action={backToUsers}>This address does not name a user.</NoticePanel>;
  }
  if (user.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }} role="status" aria-label="Loading user">
        <Skeleton width="40%" height={36} />
        <Skeleton width="60%" />
        <Skeleton width="50%" />
        <Skeleton width="30%" />
      </Paper>
    );
  }
  if (user.error instanceof ApiError && user.error.status === 404) {
    return (
      <NoticePanel title="User not found" action={backToUsers}>
        No user with this id exists in the organizations you manage.
      </NoticePanel>
    );
  }
  if (user.isError) {
    return (
      <NoticePanel title="The user could not be loaded" action={backToUsers}>
        {getErrorMessage(user.error, MESSAGES.userListFailed)}
      </NoticePanel>
    );
  }
  return children(user.data);
}
