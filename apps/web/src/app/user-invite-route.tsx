import { useNavigate } from 'react-router';
import type { SessionData } from '@roi/contract/auth';
import { UserInvitePage } from '../features/accounts/components/user-invite-page';
import { useSession } from '../features/auth/hooks/use-session';
import { PATHS } from '../lib/paths';

/** The invitation page, for anyone; completing it starts the invitee's session. */
export function UserInviteRoute() {
  const { user, startSession } = useSession();
  const navigate = useNavigate();

  const completeInvitation = async (session: SessionData) => {
    // The router is rebuilt for the new user's menu at the address current then. This page would check the
    // now used link again; sign-in's address instead sends a signed-in user to the first menu screen.
    await navigate(PATHS.login, { replace: true });
    startSession(session);
  };

  return <UserInvitePage onSession={completeInvitation} signedInAs={user?.username ?? null} />;
}
