import type { RouteObject } from 'react-router';
import type { MenuItem } from '@roi/contract/menu';
import type { RouteHandle } from '../components/layout/page-title';
import { RouteErrorPage } from '../components/route-error-page';
import { buildMenuRoutes, firstMenuPath } from '../features/menu/menu-tree';
import { PATHS } from '../lib/paths';
import {
  ComingSoonPage,
  ContentShell,
  LandingPage,
  LoginPage,
  LogoutPage,
  MainShellRoute,
  MyProfileRoute,
  NotFoundPage,
  PublicComingSoonPage,
} from './pages';
import { PublicOnlyRoute, RequireAuth } from './route-guards';
import { MenuScreen } from './screens';

function titled(title: string): RouteHandle {
  return { title };
}

/** Signed-out pages not built yet, each a coming-soon page pointing back to sign-in. */
const PUBLIC_PLACEHOLDERS = [
  { path: PATHS.signUp, title: 'Sign Up' },
  { path: PATHS.otpValidation, title: 'Verify Your Email' },
  { path: PATHS.userInvite, title: 'Complete Your Invitation' },
  { path: PATHS.forgotPassword, title: 'Forgot Password' },
];

function publicPages(): RouteObject[] {
  return [
    { path: PATHS.landing, element: <LandingPage /> },
    { path: PATHS.login, element: <LoginPage /> },
    ...PUBLIC_PLACEHOLDERS.map(({ path, title }) => ({ path, element: <PublicComingSoonPage title={title} /> })),
  ];
}

/** Static routes of the signed-in area (spec §2); they win over a menu route of the same path. */
const MAIN_SHELL_STATIC: RouteObject[] = [
  { path: PATHS.myProfile, handle: titled('My Profile'), element: <MyProfileRoute /> },
  { path: PATHS.linkedInOAuth, handle: titled('LinkedIn Connection'), element: <ComingSoonPage title="LinkedIn Connection" /> },
];
const CONTENT_SHELL_STATIC: RouteObject[] = [
  { path: PATHS.companyDetails, handle: titled('Company Details'), element: <ComingSoonPage title="Company Details" /> },
  { path: PATHS.createPost, handle: titled('Create Post'), element: <ComingSoonPage title="Create Post" /> },
];
const STATIC_PATHS = new Set(
  [...MAIN_SHELL_STATIC, ...CONTENT_SHELL_STATIC].flatMap((route) => (route.path ? [route.path] : [])),
);

/**
 * The whole route table for a menu (spec §2): the public pages, the static signed-in routes and one route
 * per screen the menu grants. It is rebuilt whenever the menu changes.
 */
export function createAppRoutes(menu: readonly MenuItem[]): RouteObject[] {
  const homePath = firstMenuPath(menu) ?? PATHS.myProfile;
  const menuRoutes: RouteObject[] = buildMenuRoutes(menu, STATIC_PATHS).map((route) => ({
    path: route.path,
    handle: titled(route.label),
    element: <MenuScreen element={route.element} title={route.label} />,
  }));

  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        { element: <PublicOnlyRoute homePath={homePath} />, children: publicPages() },
        { path: PATHS.logout, element: <LogoutPage /> },
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
                    ...MAIN_SHELL_STATIC,
                    ...menuRoutes,
                    { path: '*', handle: titled('Page Not Found'), element: <NotFoundPage homePath={homePath} /> },
                  ],
                },
              ],
            },
            {
              element: <ContentShell homePath={homePath} />,
              children: [{ errorElement: <RouteErrorPage />, children: CONTENT_SHELL_STATIC }],
            },
          ],
        },
      ],
    },
  ];
}

/** What remains when the route table cannot be built: the public pages alone (spec §2). */
export function createPublicRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [...publicPages(), { path: PATHS.logout, element: <LogoutPage /> }],
    },
  ];
}
