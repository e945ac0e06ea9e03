/**
 * Every user-facing message the product shows, spelt as spec §5/§8 give them, with the corrections of
 * decisions §2. Client and server both read them from here so the wording cannot drift.
 */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  somethingWentWrong: 'Something went wrong',
  checkEmail: 'Please check provided email.',
  checkPassword: 'Please check provided password.',
  checkEmailAndPassword: 'Please check provided email and password.',
  emailFormat: 'Please enter a valid email address.',
  passwordRule:
    'Password must be 8 to 128 characters long with an uppercase letter, a lowercase letter, a number and a special character (@$!%*?&), and no other characters.',
  commonPassword: 'This password is too common. Please choose another one.',
  tooManySignInAttempts:
    'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  noMenuData: 'No menu data received',
  signedIn: 'Signed in successfully',
  menuLoaded: 'Menu loaded successfully',
  tokenRefreshed: 'Session refreshed',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request body must be JSON.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
} as const;
