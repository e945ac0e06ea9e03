import { Suspense, useEffect, useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { MenuItem } from '@roi/contract/menu';
import { dismissErrorToastOffPage } from '../components/error-toast';
import { useSession } from '../features/auth/hooks/use-session';
import { menuOwnerOf, useMenuAccess } from '../features/menu/hooks/use-menu-access';
import { InitializingScreen, WelcomeBackScreen } from './loading-screens';
import { createAppRoutes, createPublicRoutes } from './routes';

const NO_MENU: readonly MenuItem[] = [];

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Every router built and not disposed yet. A router listens to the history from the moment it is built,
 * and React may render more than once for what it commits (StrictMode's double render, an interrupted
 * render), keeping one result. So the routers are counted here and, once a commit says which one is on
 * screen, all the others are disposed.
 */
const liveRouters = new Set<DataRouter>();

function createAppRouter(menu: readonly MenuItem[]): DataRouter {
  let router: DataRouter;
  try {
    router = createBrowserRouter(createAppRoutes(menu));
  } catch (error) {
    // A menu the client cannot route must not lock anyone out of signing in (or out).
    console.error('The route table could not be built from the menu', error);
    router = createBrowserRouter(createPublicRoutes());
  }
  liveRouters.add(router);
  return router;
}

/** Disposes every router but the one on screen. */
function disposeRoutersBut(current: DataRouter | null): void {
  for (const router of liveRouters) {
    if (router === current) continue;
    router.dispose();
    liveRouters.delete(router);
  }
}

/** The router, rebuilt from the signed-in user's menu whenever that menu changes. */
export function AppRouter() {
  const { user } = useSession();
  const menuQuery = useMenuAccess(menuOwnerOf(user));
  const isMenuLoading = user !== null && menuQuery.isPending;
  const menu = menuQuery.data ?? NO_MENU;

  const router = useMemo(() => (isMenuLoading ? null : createAppRouter(menu)), [isMenuLoading, menu]);
  // Not a cleanup of the router itself: StrictMode's rehearsal unmount would dispose the one on screen.
  useEffect(() => disposeRoutersBut(router), [router]);
  // An error toast is about the page it was shown on: it goes when another page shows (a router rebuilt
  // after signing in may already stand on one).
  useEffect(() => {
    if (!router) return;
    dismissErrorToastOffPage(router.state.location.pathname);
    return router.subscribe((state) => dismissErrorToastOffPage(state.location.pathname));
  }, [router]);

  if (!router) return <WelcomeBackScreen />;
  return (
    <Suspense fallback={<InitializingScreen />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
