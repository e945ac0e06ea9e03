import { lazy } from 'react';
import type * as AdministrationRoutesModule from './administration-routes';
import type * as IntegrationsRoutesModule from './integrations-routes';

type AdministrationRoutes = typeof AdministrationRoutesModule;
type IntegrationsRoutes = typeof IntegrationsRoutesModule;

/**
 * Every page loads on demand, so that the sign-in page carries neither the shell nor the screens.
 * React.lazy wants a default export; the modules keep named ones.
 */
export const LandingPage = lazy(() =>
  import('../features/auth/components/landing-page').then((module) => ({ default: module.LandingPage })),
);
export const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((module) => ({ default: module.LoginPage })),
);
export const LogoutPage = lazy(() =>
  import('../features/auth/components/logout-page').then((module) => ({ default: module.LogoutPage })),
);
export const UserInviteRoute = lazy(() =>
  import('./user-invite-route').then((module) => ({ default: module.UserInviteRoute })),
);
export const SignUpPage = lazy(() =>
  import('../features/accounts/components/sign-up-page').then((module) => ({ default: module.SignUpPage })),
);
export const OtpValidationRoute = lazy(() =>
  import('./otp-validation-route').then((module) => ({ default: module.OtpValidationRoute })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../features/accounts/components/forgot-password-page').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
export const MainShellRoute = lazy(() =>
  import('./main-shell-route').then((module) => ({ default: module.MainShellRoute })),
);
export const ContentShell = lazy(() =>
  import('../components/layout/content-shell').then((module) => ({ default: module.ContentShell })),
);
export const MyProfileRoute = lazy(() =>
  import('./my-profile-route').then((module) => ({ default: module.MyProfileRoute })),
);
export const CompanyDetailsPage = lazy(() =>
  import('../features/accounts/components/company-details-page').then((module) => ({
    default: module.CompanyDetailsPage,
  })),
);
export const ComingSoonPage = lazy(() =>
  import('../components/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);
export const NotFoundPage = lazy(() =>
  import('../components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
export const OrganizationSettingScreen = lazy(() =>
  import('./organization-setting-route').then((module) => ({ default: module.OrganizationSettingRoute })),
);
export const OnboardingRoute = lazy(() =>
  import('./onboarding-route').then((module) => ({ default: module.OnboardingRoute })),
);

export const CreatePostScreen = lazy(() =>
  import('./posts-routes').then((module) => ({ default: module.CreatePostRoute })),
);
export const PostsScreen = lazy(() => import('./posts-routes').then((module) => ({ default: module.PostsRoute })));
export const ReferenceListsScreen = lazy(() =>
  import('../features/reference/components/reference-lists-page').then((module) => ({
    default: module.ReferenceListsPage,
  })),
);

/** The connection screens share one chunk: Connect in Settings comes back to the callback. */
function integrationsScreen<Name extends keyof IntegrationsRoutes>(name: Name) {
  return lazy(() => import('./integrations-routes').then((module) => ({ default: module[name] })));
}
export const OutboxScreen = lazy(() =>
  import('../features/outbox/components/outbox-page').then((module) => ({ default: module.OutboxPage })),
);

export const SettingsScreen = integrationsScreen('SettingsRoute');
export const LinkedInCallbackScreen = integrationsScreen('LinkedInCallbackRoute');
export const SandboxFeedScreen = integrationsScreen('SandboxFeedRoute');

/** The administration screens share one chunk: an admin who opens one usually opens the others. */
function administrationScreen<Name extends keyof AdministrationRoutes>(name: Name) {
  return lazy(() => import('./administration-routes').then((module) => ({ default: module[name] })));
}
export const UserManagementScreen = administrationScreen('UserManagementRoute');
export const UserViewDetailsScreen = administrationScreen('UserViewRoute');
export const EditUserDetailsScreen = administrationScreen('UserEditRoute');
export const OrganizeManagementScreen = administrationScreen('OrganizationManagementRoute');
export const CreateOrganizationScreen = administrationScreen('CreateOrganizationRoute');
export const OrganizationDetailsScreen = administrationScreen('OrganizationDetailsRoute');
export const MenuSettingsScreen = administrationScreen('MenuSettingsRoute');
