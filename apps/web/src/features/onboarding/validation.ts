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

export const ONBOARDING_STEP_COUNT = 6;

/** The step to open at: router state `{ step }` when it names one of the six, else the first. */
export function initialStepOf(state: unknown): number {
  if (typeof state !== 'object' || state === null || !('step' in state)) return 1;
  const step = Number((state as { step: unknown }).step);
  return Number.isInteger(step) && step >= 1 && step <= ONBOARDING_STEP_COUNT ? step : 1;
}
