import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageStatus } from '../../../components/full-page-status';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../hooks/use-session';

/** /logout: ends a session if there is one, then goes to sign-in. */
export function LogoutPage() {
  const { isAuthenticated, logout } = useSession();

  useEffect(() => {
    if (isAuthenticated) logout();
  }, [isAuthenticated, logout]);

  return isAuthenticated ? <FullPageStatus title="Signing you out..." /> : <Navigate to={PATHS.login} replace />;
}
