import { MESSAGES } from './messages.js';

/** Spec §5: some text, '@', some text, '.', some text, no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The one password rule of decisions §3, shared by the forms and the server. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_PATTERN.test(value)
  );
}

/** Spec §5 "Sign-in submit": the message naming the invalid fields, or null when both pass. */
export function signInProblem(email: string, password: string): string | null {
  const emailOk = isValidEmail(email);
  const passwordOk = isValidPassword(password);
  if (emailOk && passwordOk) return null;
  if (!emailOk && !passwordOk) return MESSAGES.checkEmailAndPassword;
  return emailOk ? MESSAGES.checkPassword : MESSAGES.checkEmail;
}

/** An organisation's website: empty, or an http(s) address with a dot in its host. */
export function isValidWebsite(value: string): boolean {
  return value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value);
}
