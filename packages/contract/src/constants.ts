/** Organisation id 1 is the agency that serves every client organisation. */
export const AGENCY_ORG_ID = 1;

export const ORG_TYPE = { agency: 1, economicDevelopment: 2 } as const;

/** The language code the client asks the menu in. */
export const MENU_LANG_CODE = 'en';

/** Browser storage keys of the session: localStorage, shared by tabs. */
export const STORAGE_KEYS = {
  accessToken: 'jwToken',
  refreshToken: 'refreshToken',
  tokenInfo: 'userTokenInfo',
  userInfo: 'userInfo',
  authenticated: 'authenticated',
} as const;

export const THEME_MODE_STORAGE_KEY = 'themeMode';

/** Breakpoints and layout sizes (docs/product/constants.md#layout). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SIDEBAR_WIDTH = 250;

export const TOAST_AUTO_CLOSE_MS = 5000;

/** How many failed sign-ins an account may have in the window before it is held. */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;

/** Sign-up codes: 4 digits, valid for the 180-second countdown. */
export const SIGNUP_OTP_LENGTH = 4;
export const SIGNUP_OTP_TTL_SECONDS = 180;
/** Forgotten-password codes: 6 digits, valid 10 minutes. */
export const RESET_OTP_LENGTH = 6;
export const RESET_OTP_TTL_SECONDS = 600;
/** Wrong tries that kill a code, and codes one address may be sent per window. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_SENDS_PER_WINDOW = 5;
export const OTP_SEND_WINDOW_MINUTES = 15;
/**
 * Sign-up codes one address may be sent per day: at most 50 guesses a day at a 4-digit code (0.5 %),
 * where the window alone allowed 2,400 (24 %).
 */
export const SIGNUP_CODES_PER_DAY = 10;
/** Sign-ups one client address may start per hour, and all of them together: each costs a hash and an email. */
export const SIGNUPS_PER_CLIENT_ADDRESS_PER_HOUR = 10;
export const SIGNUPS_PER_HOUR = 200;
/** The longest search a list takes, on the server and in its search box. */
export const SEARCH_MAX_LENGTH = 200;
/** Invitation links are valid 7 days; an expired link returns to sign-in after 2 s. */
export const INVITE_TTL_DAYS = 7;
export const INVITE_EXPIRED_REDIRECT_MS = 2000;
/** Invitations and re-invitations into one organisation per hour: each emails an address nobody has verified. */
export const INVITATIONS_PER_ORGANIZATION_PER_HOUR = 20;

/** The countries and time zones of the company details (zones stored as IANA). */
export const COUNTRIES = ['United States', 'United Kingdom', 'Canada'] as const;
export const TIMEZONES = [
  { value: 'America/New_York', label: 'EST' },
  { value: 'America/Los_Angeles', label: 'PST' },
  { value: 'Europe/London', label: 'GMT' },
] as const;

/** The brand fonts an organisation may choose. */
export const BRAND_FONTS = ['Arial', 'Roboto', 'Montserrat'] as const;
/** Default brand colours. */
export const DEFAULT_BRAND_COLORS = { primary: '#00c0d7', secondary: '#2196f3' } as const;

/** Profile pictures and logos: at most 2 MB (png, jpg, jpeg, svg, checked by content). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Where stored pictures and logos are served from. */
export const UPLOADS_PATH = '/uploads';

/** A day in milliseconds, for schedules and token lifetimes counted in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;
