import type { RouteObject } from 'react-router';
import type { MenuItem } from '@roi/contract/menu';
import { MENU_CATALOGUE_PATHS } from '@roi/contract/menu-catalogue';
import type { RouteHandle } from '../components/layout/page-title';
import { RouteErrorPage } from '../components/route-error-page';
import { buildMenuRoutes, firstMenuPath, type MenuRoute } from '../features/menu/menu-tree';
import { onboardingPath } from '../features/onboarding/steps';
import { PATHS } from '../lib/paths';
import {
  CompanyDetailsPage,
  CreatePostScreen,
  ContentShell,
  ForgotPasswordPage,
  LandingPage,
  LinkedInCallbackScreen,
  LoginPage,
  LogoutPage,
  MainShellRoute,
  MyProfileRoute,
  NotFoundPage,
  OnboardingRoute,
  OtpValidationRoute,
  OutboxScreen,
  SandboxFeedScreen,
  SignUpPage,
  UserInviteRoute,
} from './pages';
import { PublicOnlyRoute, RequireAuth } from './route-guards';
import { MenuScreen, type SubPage } from './screens';

const NOT_FOUND_TITLE = 'Page Not Found';

function titled(title: string): RouteHandle {
  return { title };
}

/** The signed-out pages; a signed-in user is sent on from them. */
function publicPages(): RouteObject[] {
  return [
    { path: PATHS.landing, element: <LandingPage /> },
    { path: PATHS.login, element: <LoginPage /> },
    { path: PATHS.signUp, element: <SignUpPage /> },
    { path: PATHS.otpValidation, element: <OtpValidationRoute /> },
    { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
  ];
}

/**
 * Pages for anyone, signed in or not: sign-out, and the invitation link, which must still say whether it
 * works when it is opened in a browser where someone is signed in.
 */
function openPages(): RouteObject[] {
  return [
    { path: PATHS.logout, element: <LogoutPage /> },
    { path: PATHS.userInvite, element: <UserInviteRoute /> },
  ];
}

/** Static routes of the signed-in area; they win over a menu route of the same path. */
const MAIN_SHELL_STATIC: RouteObject[] = [
  { path: PATHS.myProfile, handle: titled('My Profile'), element: <MyProfileRoute /> },
  { path: PATHS.linkedInOAuth, handle: titled('LinkedIn Connection'), element: <LinkedInCallbackScreen /> },
  { path: PATHS.sandboxFeed, handle: titled('Sandbox feed'), element: <SandboxFeedScreen /> },
  { path: PATHS.outbox, handle: titled('Email outbox'), element: <OutboxScreen /> },
];

/** Static routes of the content-only shell; Connect on the company details goes on to the onboarding's connect step. */
function contentShellStatic(homePath: string): RouteObject[] {
  return [
    { path: PATHS.companyDetails, handle: titled('Company Details'), element: <CompanyDetailsPage nextPath={onboardingPath(3)} /> },
    { path: PATHS.createPost, handle: titled('Create Post'), element: <CreatePostScreen /> },
    { path: PATHS.onboarding, handle: titled('Get Started'), element: <OnboardingRoute homePath={homePath} /> },
  ];
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

function pathsOf(routes: readonly RouteObject[]): Set<string> {
  return new Set(routes.flatMap((route) => (route.path ? [route.path] : [])));
}

/**
 * The whole route table for a menu: the public pages, the static signed-in routes and one route
 * per screen the menu grants. It is rebuilt whenever the menu changes (docs/product/screens.md#route-table).
 */
export function createAppRoutes(menu: readonly MenuItem[]): RouteObject[] {
  const homePath = firstMenuPath(menu) ?? PATHS.myProfile;
  const contentShellRoutes = contentShellStatic(homePath);
  const staticPaths = pathsOf([...MAIN_SHELL_STATIC, ...contentShellRoutes]);
  const grantedRoutes = buildMenuRoutes(menu, staticPaths);
  const menuRoutes: RouteObject[] = grantedRoutes.map((route) => ({
    path: route.path,
    handle: titled(route.label),
    element: <MenuScreen element={route.element} title={route.label} subPages={subPagesOf(route.path, grantedRoutes)} />,
  }));
  // The product's other screens: not found for a user whose menu does not grant them, sign-in for a visitor.
  const routedPaths = new Set([...staticPaths, ...grantedRoutes.map((route) => route.path)]);
  const ungrantedRoutes: RouteObject[] = MENU_CATALOGUE_PATHS.filter((path) => !routedPaths.has(path)).map((path) => ({
    path,
    handle: titled(NOT_FOUND_TITLE),
    element: <NotFoundPage homePath={homePath} />,
  }));

  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        { element: <PublicOnlyRoute homePath={homePath} />, children: publicPages() },
        ...openPages(),
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
                    ...ungrantedRoutes,
                    {
                      path: '*',
                      handle: { title: NOT_FOUND_TITLE, isUnknownAddress: true } satisfies RouteHandle,
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
      children: [...publicPages(), ...openPages()],
    },
  ];
}
