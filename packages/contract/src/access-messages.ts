/**
 * The messages of signing in and of a call that fails, whichever it is: part of MESSAGES (messages.ts), and
 * kept apart so that the sign-in page, which shows only these, loads without the others
 * (docs/decisions/0036).
 */
export const ACCESS_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  somethingWentWrong: 'Something went wrong',
  unexpectedAnswer: 'The server answered in a way this page does not understand. Please reload the page.',
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
  signedIn: 'Signed in successfully',
  tokenRefreshed: 'Session refreshed',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
} as const;
