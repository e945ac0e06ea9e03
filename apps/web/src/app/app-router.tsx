import { Suspense, useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { MenuItem } from '@roi/contract/menu';
import { useSession } from '../features/auth/hooks/use-session';
import { useMenuAccess, type MenuOwner } from '../features/menu/hooks/use-menu-access';
import type { SessionUser } from '../lib/storage';
import { InitializingScreen, WelcomeBackScreen } from './loading-screens';
import { createAppRoutes, createPublicRoutes } from './routes';

const NO_MENU: readonly MenuItem[] = [];

function toMenuOwner(user: SessionUser | null): MenuOwner | null {
  return user && { userId: user.user_id, roleId: user.role_id, orgId: user.org_id, orgTypeId: user.org_type };
}

function createAppRouter(menu: readonly MenuItem[]) {
  try {
    return createBrowserRouter(createAppRoutes(menu));
  } catch (error) {
    // Spec §2: a menu the client cannot route must not lock anyone out of signing in (or out).
    console.error('The route table could not be built from the menu', error);
    return createBrowserRouter(createPublicRoutes());
  }
}

/** The router, rebuilt from the signed-in user's menu whenever that menu changes (spec §2). */
export function AppRouter() {
  const { user } = useSession();
  const menuQuery = useMenuAccess(toMenuOwner(user));
  const isMenuLoading = user !== null && menuQuery.isPending;
  const menu = menuQuery.data ?? NO_MENU;

  const router = useMemo(() => (isMenuLoading ? null : createAppRouter(menu)), [isMenuLoading, menu]);
  // A replaced router stops listening to the history. Disposing on cleanup instead would also dispose the
  // current router during StrictMode's rehearsal unmount.
  const previousRouter = useRef(router);
  useEffect(() => {
    if (previousRouter.current !== router) previousRouter.current?.dispose();
    previousRouter.current = router;
  }, [router]);

  if (!router) return <WelcomeBackScreen />;
  return (
    <Suspense fallback={<InitializingScreen />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
