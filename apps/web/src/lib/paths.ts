import { LINKEDIN_CALLBACK_PATH, SANDBOX_FEED_PATH } from '@roi/contract/client-paths';

/** The client's own routes; menu routes come from the server's menu. */
export const PATHS = {
  landing: '/',
  login: '/login',
  logout: '/logout',
  signUp: '/signup',
  otpValidation: '/otpvalidation',
  userInvite: '/userinvite',
  /** A review link for someone without an account; its token follows in the fragment. */
  reviewLink: '/review',
  forgotPassword: '/forgetpassword',
  companyDetails: '/companydetails',
  myProfile: '/myprofile',
  linkedInOAuth: LINKEDIN_CALLBACK_PATH,
  /** The sandbox network's feed: where sandbox posts can be read. */
  sandboxFeed: SANDBOX_FEED_PATH,
  /** A menu route: connections live here, and the connection callback returns to it. */
  settings: '/settings',
  /** A menu route: the signed-in user's own organisation, where its time zone is set. */
  organizationSettings: '/orgsetting',
  /** A menu route, named here because the create-post wizard starts from it and returns to it. */
  posts: '/posts',
  createPost: '/posts/createpost',
  /** A menu route, named here because a reconnection started from it comes back to it. */
  scheduling: '/scheduling',
  /** Menu routes the dashboard's cards lead to. */
  approval: '/approval',
  analytics: '/analytics',
  userManagement: '/usermanagement',
  /** A menu route, named here because the editor's library and insert dialogs link to it. */
  contentHub: '/content-hub',
  onboarding: '/onboarding',
  /** The emails kept instead of sent while no SMTP server is configured: agency user administrators only. */
  outbox: '/outbox',
} as const;
