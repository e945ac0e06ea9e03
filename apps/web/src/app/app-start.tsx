import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { PATHS } from '../lib/paths';
import { readSessionUser, saveSession, subscribeToSession } from '../lib/storage';
import { InitializingScreen } from './loading-screens';

const RoutedApp = lazy(() => import('./routed-app').then((module) => ({ default: module.RoutedApp })));

/**
 * What a page load starts with. A visitor who opens /login gets the sign-in page alone, without the
 * routed app's code (react-router, Zod, TanStack Query, the shell): most visits start there
 * (docs/decisions/0036). Every other address, a session started (here or in another tab) and a link
 * followed from the sign-in page open the routed app, for good; it shows the same sign-in page at /login,
 * and at the address where the session starts it sends the user on as it always does.
 */
export function AppStart() {
  const user = useSyncExternalStore(subscribeToSession, readSessionUser);
  const [isSignInAlone, setIsSignInAlone] = useState(() => window.location.pathname === PATHS.login);
  if (isSignInAlone && user !== null) setIsSignInAlone(false);

  if (isSignInAlone && user === null) {
    const openPage = (path: string) => {
      window.history.pushState(null, '', path);
      flushSync(() => setIsSignInAlone(false));
    };
    return <LoginPage onSession={saveSession} openPage={openPage} />;
  }
  return (
    <Suspense fallback={<InitializingScreen />}>
      <RoutedApp />
    </Suspense>
  );
}
