import type { RouteObject } from 'react-router';
import type { MenuItem } from '@roi/contract/menu';
import { MENU_CATALOGUE_PATHS } from '@roi/contract/menu-catalogue';
import { NOT_FOUND_HELP_TOPIC } from '../components/layout/help-topics';
import type { RouteHandle } from '../components/layout/page-title';
import { RouteErrorPage } from '../components/route-error-page';
import { buildMenuRoutes, firstMenuPath, type MenuRoute } from '../features/menu/menu-tree';
import { PATHS } from '../lib/paths';
import { PublicOnlyRoute, RequireAuth } from './route-guards';
import {
  ContentShell,
  MainShellRoute,
  MenuScreen,
  NotFoundPage,
  STATIC_SCREENS,
  type StaticScreen,
  type SubPage,
} from './screens';

const NOT_FOUND_TITLE = 'Page Not Found';

/** A route's handle; its Help topic only when the menu grants the Help articles. */
function titled(title: string, helpTopic?: string): RouteHandle {
  return helpTopic ? { title, helpTopic } : { title };
}

function staticRoutes(screens: readonly StaticScreen[], homePath: string, hasHelp = false): RouteObject[] {
  return screens.map(({ path, title, Screen }) => ({
    path,
    ...(title ? { handle: titled(title, hasHelp ? path : undefined) } : {}),
    element: <Screen homePath={homePath} />,
  }));
}

/**
 * The menu routes one level or more below `path` that can be linked to as they are (no ':param'), in the
 * menu's order: what a screen such as Settings lists as its sub-pages.
 */
export function subPagesOf(path: string, routes: readonly MenuRoute[]): SubPage[] {
  const prefix = path.endsWith('/') ? path : `${path}/`;
  return routes
    .filter((route) => route.path.startsWith(prefix) && !route.path.includes(':'))
    .map((route) => ({ path: route.path, label: route.label }));
}

function pathsOf(routes: readonly { path?: string }[]): Set<string> {
  return new Set(routes.flatMap((route) => (route.path ? [route.path] : [])));
}

/**
 * The whole route table for a menu: the public pages, the static signed-in routes and one route
 * per screen the menu grants. It is rebuilt whenever the menu changes (docs/product/screens.md#route-table).
 */
export function createAppRoutes(menu: readonly MenuItem[]): RouteObject[] {
  const homePath = firstMenuPath(menu) ?? PATHS.myProfile;
  // Static routes win over a menu route of the same path.
  const staticPaths = pathsOf([...STATIC_SCREENS.mainShell, ...STATIC_SCREENS.contentShell]);
  const grantedRoutes = buildMenuRoutes(menu, staticPaths);
  // A screen's "?" opens its Help article: only for those whose menu grants the articles.
  const hasHelp = grantedRoutes.some((route) => route.element === 'HelpArticle');
  const mainShellRoutes = staticRoutes(STATIC_SCREENS.mainShell, homePath, hasHelp);
  const contentShellRoutes = staticRoutes(STATIC_SCREENS.contentShell, homePath, hasHelp);
  const notFoundHandle = titled(NOT_FOUND_TITLE, hasHelp ? NOT_FOUND_HELP_TOPIC : undefined);
  const menuRoutes: RouteObject[] = grantedRoutes.map((route) => ({
    path: route.path,
    handle: titled(route.label, hasHelp ? route.element : undefined),
    element: <MenuScreen element={route.element} title={route.label} subPages={subPagesOf(route.path, grantedRoutes)} />,
  }));
  // The product's other screens: not found for a user whose menu does not grant them, sign-in for a visitor.
  const routedPaths = new Set([...staticPaths, ...grantedRoutes.map((route) => route.path)]);
  const ungrantedRoutes: RouteObject[] = MENU_CATALOGUE_PATHS.filter((path) => !routedPaths.has(path)).map((path) => ({
    path,
    handle: notFoundHandle,
    element: <NotFoundPage homePath={homePath} />,
  }));

  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        { element: <PublicOnlyRoute homePath={homePath} />, children: staticRoutes(STATIC_SCREENS.signedOut, homePath) },
        ...staticRoutes(STATIC_SCREENS.open, homePath),
        {
          element: <RequireAuth />,
          children: [
            {
              element: <MainShellRoute menu={menu} />,
              // A failing screen shows its error inside the shell, navigation still at hand.
              children: [
                {
                  errorElement: <RouteErrorPage />,
                  children: [
                    ...mainShellRoutes,
                    ...menuRoutes,
                    ...ungrantedRoutes,
                    {
                      path: '*',
                      handle: { ...notFoundHandle, isUnknownAddress: true } satisfies RouteHandle,
                      element: <NotFoundPage homePath={homePath} />,
                    },
                  ],
                },
              ],
            },
            {
              element: <ContentShell homePath={homePath} />,
              children: [{ errorElement: <RouteErrorPage />, children: contentShellRoutes }],
            },
          ],
        },
      ],
    },
  ];
}

/** What remains when the route table cannot be built: the public pages alone. */
export function createPublicRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: staticRoutes([...STATIC_SCREENS.signedOut, ...STATIC_SCREENS.open], PATHS.login),
    },
  ];
}
