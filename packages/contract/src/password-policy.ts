import { MESSAGES } from './messages.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { isValidPassword } from './validation.js';

/**
 * The rule for a password being set (docs/product/accounts.md#password-rule): the composition rule and
 * the common-password list. Kept apart from the sign-in checks so that the sign-in page does not load
 * the list.
 */
export function isCommonPassword(value: string): boolean {
  return COMMON_PASSWORDS.has(value.toLowerCase());
}

/** The message for a new password, or null when it may be used. */
export function newPasswordProblem(value: string): string | null {
  if (!isValidPassword(value)) return MESSAGES.passwordRule;
  if (isCommonPassword(value)) return MESSAGES.commonPassword;
  return null;
}
