import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsUnknownAddress } from '../components/layout/page-title';
import { useSession } from '../features/auth/hooks/use-session';
import { PATHS } from '../lib/paths';
import { isLocalPath, isRedirectState, type RedirectState } from '../lib/redirect-state';
import { PageLoadingScreen, WelcomeBackScreen } from './loading-screens';
import { NotFoundPage } from './screens';

/**
 * Everything not marked public needs a session: a visitor is sent to sign in from any screen of the
 * product, and shown the not-found page (with a way to sign in) at an address that is none of them.
 */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const isUnknownAddress = useIsUnknownAddress();
  if (!isAuthenticated && isUnknownAddress) {
    return (
      <Suspense fallback={<PageLoadingScreen />}>
        <NotFoundPage isSignedOut />
      </Suspense>
    );
  }
  if (!isAuthenticated) {
    const state: RedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return (
    <Suspense fallback={<WelcomeBackScreen />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * The signed-out pages: a signed-in user standing on one is sent on to where they were going, else to
 * their first menu screen (docs/product/screens.md#guarding).
 */
export function PublicOnlyRoute({ homePath }: { homePath: string }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) {
    const target = isRedirectState(location.state) && isLocalPath(location.state.from) ? location.state.from : homePath;
    return <Navigate to={target} replace />;
  }
  return (
    <Suspense fallback={<PageLoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
