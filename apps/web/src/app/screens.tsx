import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ElementKey } from '@roi/contract/menu-catalogue';
import { ComponentNotFound } from '../components/component-not-found';
import { PATHS } from '../lib/paths';

/**
 * Every screen of the client, in one table per kind: the screens the menu grants, by the element key the
 * menu catalogue names (packages/contract/src/menu-catalogue.ts), and the screens at fixed addresses,
 * by shell. Adding a screen is its component plus one entry here (and, for a menu screen, its entry in
 * the menu catalogue; the compiler asks for the component of every key it names).
 *
 * Every screen loads on demand, so that the sign-in page carries neither the shell nor the screens.
 */

type PropsOf<Component> = Component extends (props: infer Props) => ReactNode ? Props : never;
type Loaded<Component> = LazyExoticComponent<(props: PropsOf<Component>) => ReactNode>;

/**
 * The export `name` of a module, loaded when first rendered. React.lazy wants a default export; the
 * modules keep named ones. An export that is not a component has props `never`: rendering it fails to
 * compile.
 */
function named<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Loaded<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] as (props: PropsOf<Module[Name]>) => ReactNode })));
}

/** The administration screens share one chunk: an admin who opens one usually opens the others. */
const administrationRoutes = () => import('./administration-routes');
/** The connection screens share one chunk: Connect in Settings comes back to the callback. */
const integrationsRoutes = () => import('./integrations-routes');
const postsRoutes = () => import('./posts-routes');
/** A new organisation goes from its company details straight into the onboarding. */
const onboardingRoutes = () => import('./onboarding-route');

/** A screen the menu grants below another one's path (Settings lists its own). */
export interface SubPage {
  path: string;
  label: string;
}

export interface MenuScreenProps {
  title: string;
  /** The screens the menu grants under this screen's path, in the menu's order. */
  subPages: readonly SubPage[];
}

/**
 * The screen of every element key a menu entry or feature may name: the compiler asks for one for each
 * key the catalogue has.
 */
const MENU_SCREENS: Record<ElementKey, LazyExoticComponent<ComponentType<MenuScreenProps>>> = {
  Dashboard: named(() => import('./dashboard-route'), 'DashboardRoute'),
  PostsCreate: named(postsRoutes, 'CreatePostRoute'),
  Posts: named(postsRoutes, 'PostsRoute'),
  ContentHub: named(() => import('./content-hub-route'), 'ContentHubRoute'),
  Approval: named(() => import('./approval-route'), 'ApprovalRoute'),
  Scheduling: named(() => import('./scheduling-route'), 'SchedulingRoute'),
  Analytics: named(() => import('./analytics-route'), 'AnalyticsRoute'),
  Help: named(() => import('../features/help/components/help-page'), 'HelpPage'),
  HelpArticle: named(() => import('../features/help/components/help-article-page'), 'HelpArticlePage'),
  Settings: named(integrationsRoutes, 'SettingsRoute'),
  OrganizationSetting: named(() => import('./organization-setting-route'), 'OrganizationSettingRoute'),
  UserManagement: named(administrationRoutes, 'UserManagementRoute'),
  OrganizeManagement: named(administrationRoutes, 'OrganizationManagementRoute'),
  MenuSettings: named(administrationRoutes, 'MenuSettingsRoute'),
  ReferenceData: named(() => import('../features/reference/components/reference-lists-page'), 'ReferenceListsPage'),
  ApiKeys: named(() => import('../features/api-keys/components/api-keys-page'), 'ApiKeysPage'),
  Webhooks: named(() => import('../features/webhooks/components/webhooks-page'), 'WebhooksPage'),
  Records: named(() => import('./records-route'), 'RecordsRoute'),
  UserViewDetails: named(administrationRoutes, 'UserViewRoute'),
  EditUserDetails: named(administrationRoutes, 'UserEditRoute'),
  CreateOrganization: named(administrationRoutes, 'CreateOrganizationRoute'),
  OrganizationDetails: named(administrationRoutes, 'OrganizationDetailsRoute'),
};

function isElementKey(key: string): key is ElementKey {
  return Object.hasOwn(MENU_SCREENS, key);
}

/** The screen a menu route names, or 'Component not found' for a key this client does not know. */
export function MenuScreen({ element, ...props }: MenuScreenProps & { element: string }) {
  if (!isElementKey(element)) return <ComponentNotFound />;
  const Screen = MENU_SCREENS[element];
  return <Screen {...props} />;
}

/** What a screen at a fixed address is given: where the signed-in user's home is. */
export interface StaticScreenProps {
  homePath: string;
}

export interface StaticScreen {
  path: string;
  /** The page title of a signed-in screen. */
  title?: string;
  Screen: LazyExoticComponent<ComponentType<StaticScreenProps>>;
}

function staticScreen(path: string, Screen: StaticScreen['Screen'], title?: string): StaticScreen {
  return { path, title, Screen };
}

/** The screens at fixed addresses, by where they are shown. */
export const STATIC_SCREENS = {
  /** Signed out only: a signed-in user is sent on from them. */
  signedOut: [
    staticScreen(PATHS.landing, named(() => import('../features/auth/components/landing-page'), 'LandingPage')),
    staticScreen(PATHS.login, named(() => import('./login-route'), 'LoginRoute')),
    staticScreen(PATHS.signUp, named(() => import('../features/accounts/components/sign-up-page'), 'SignUpPage')),
    staticScreen(PATHS.otpValidation, named(() => import('./otp-validation-route'), 'OtpValidationRoute')),
    staticScreen(
      PATHS.forgotPassword,
      named(() => import('../features/accounts/components/forgot-password-page'), 'ForgotPasswordPage'),
    ),
  ],
  /**
   * For anyone, signed in or not: sign-out, and the invitation and review links, which must still say
   * whether they work when opened in a browser where someone is signed in.
   */
  open: [
    staticScreen(PATHS.logout, named(() => import('../features/auth/components/logout-page'), 'LogoutPage')),
    staticScreen(PATHS.userInvite, named(() => import('./user-invite-route'), 'UserInviteRoute')),
    staticScreen(PATHS.reviewLink, named(() => import('./approval-route'), 'ReviewLinkRoute')),
  ],
  /** Signed in, in the main shell; they win over a menu route of the same path. */
  mainShell: [
    staticScreen(PATHS.myProfile, named(() => import('./my-profile-route'), 'MyProfileRoute'), 'My Profile'),
    staticScreen(PATHS.linkedInOAuth, named(integrationsRoutes, 'LinkedInCallbackRoute'), 'LinkedIn Connection'),
    staticScreen(PATHS.sandboxFeed, named(integrationsRoutes, 'SandboxFeedRoute'), 'Sandbox feed'),
    staticScreen(PATHS.outbox, named(() => import('../features/outbox/components/outbox-page'), 'OutboxPage'), 'Email outbox'),
  ],
  /** Signed in, in the content-only shell. */
  contentShell: [
    staticScreen(PATHS.companyDetails, named(onboardingRoutes, 'CompanyDetailsRoute'), 'Company Details'),
    staticScreen(PATHS.createPost, named(postsRoutes, 'CreatePostRoute'), 'Create Post'),
    staticScreen(PATHS.onboarding, named(onboardingRoutes, 'OnboardingRoute'), 'Get Started'),
  ],
} satisfies Record<string, StaticScreen[]>;

/** The shells and the page for an address nobody serves; they load on demand like the screens. */
export const MainShellRoute = named(() => import('./main-shell-route'), 'MainShellRoute');
export const ContentShell = named(() => import('../components/layout/content-shell'), 'ContentShell');
export const NotFoundPage = named(() => import('../components/not-found-page'), 'NotFoundPage');
