import { MESSAGES } from '@roi/contract/messages';
import { isValidEmail } from '@roi/contract/validation';
import { ONBOARDING_MESSAGES } from './messages';

export interface CredentialsProblem {
  field: 'email' | 'password';
  message: string;
}

/** Onboarding step 2: the inputs trimmed, the first problem in the rule's order, or null. */
export function credentialsProblem(email: string, password: string): CredentialsProblem | null {
  const trimmedEmail = email.trim();
  const trimmedPassword = password.trim();
  if (!trimmedEmail && !trimmedPassword) return { field: 'email', message: ONBOARDING_MESSAGES.enterEmailAndPassword };
  if (!trimmedEmail) return { field: 'email', message: ONBOARDING_MESSAGES.enterEmail };
  if (!isValidEmail(trimmedEmail)) return { field: 'email', message: MESSAGES.emailFormat };
  if (!trimmedPassword) return { field: 'password', message: ONBOARDING_MESSAGES.enterPassword };
  return null;
}
