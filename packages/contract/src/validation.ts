import { ACCESS_MESSAGES } from './access-messages.js';

export const EMAIL_MAX_LENGTH = 254;
/** One '@' between two runs of anything but whitespace and '@': linear, whatever the input. */
const ONE_AT = /^[^\s@]+@[^\s@]+$/;

export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

/**
 * Some text, '@', some text, '.', some text, no whitespace (docs/product/validation.md#email-rule). The
 * length is checked first and the dot found without a pattern: the one-pattern form of this rule
 * backtracks on a long run of dots, taking time that grows with the square of the input (seconds for a
 * 40 kB address).
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !ONE_AT.test(value)) return false;
  const domain = value.slice(value.indexOf('@') + 1);
  return domain.slice(1, -1).includes('.');
}

/** The one password rule (docs/product/accounts.md#password-rule), shared by the forms and the server. */
export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_PATTERN.test(value)
  );
}

/** The sign-in message naming the invalid fields, or null when both pass (docs/product/validation.md#sign-in). */
export function signInProblem(email: string, password: string): string | null {
  const emailOk = isValidEmail(email);
  const passwordOk = isValidPassword(password);
  if (emailOk && passwordOk) return null;
  if (!emailOk && !passwordOk) return ACCESS_MESSAGES.checkEmailAndPassword;
  return emailOk ? ACCESS_MESSAGES.checkPassword : ACCESS_MESSAGES.checkEmail;
}

/** An organisation's website: empty, or an http(s) address with a dot in its host. */
export function isValidWebsite(value: string): boolean {
  return value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value);
}
