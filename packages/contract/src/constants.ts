/** Organisation id 1 is the agency that serves every client organisation (spec §1, decisions §4). */
export const AGENCY_ORG_ID = 1;

export const ORG_TYPE = { agency: 1, economicDevelopment: 2 } as const;

/** The language code the client asks the menu in (spec §9). */
export const MENU_LANG_CODE = 'en';

/** Browser storage keys of the session (spec §3, decisions §3: localStorage, shared by tabs). */
export const STORAGE_KEYS = {
  accessToken: 'jwToken',
  refreshToken: 'refreshToken',
  tokenInfo: 'userTokenInfo',
  userInfo: 'userInfo',
  authenticated: 'authenticated',
} as const;

export const THEME_MODE_STORAGE_KEY = 'themeMode';

/** Spec §9 breakpoints and layout sizes. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SIDEBAR_WIDTH = 250;

export const TOAST_AUTO_CLOSE_MS = 5000;

/** How many failed sign-ins an account may have in the window before it is held (decisions §3). */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
