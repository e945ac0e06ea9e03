import type { RedirectState } from '../../lib/redirect-state';
import { isRecord } from '../../lib/is-record';

/** What sign-up keeps between its pages in router state; never a password. */
export interface SignupDetails {
  email: string;
  firstName: string;
  lastName: string;
  organizationName: string;
}

/**
 * The code page's state: the details (shown, and handed back by 'Resend Code'), when the code expires and,
 * as `from`, where the new user goes once the code has signed them in (the public-route guard reads it).
 */
export interface OtpValidationState extends SignupDetails, RedirectState {
  expiresAt: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The sign-up details router state carries, or null without an email. */
export function readSignupDetails(state: unknown): SignupDetails | null {
  if (!isRecord(state) || !text(state.email)) return null;
  return {
    email: text(state.email),
    firstName: text(state.firstName),
    lastName: text(state.lastName),
    organizationName: text(state.organizationName),
  };
}

/** When the code expires, if the state says (epoch milliseconds). */
export function readExpiresAt(state: unknown): number | null {
  if (!isRecord(state) || typeof state.expiresAt !== 'number') return null;
  return Number.isFinite(state.expiresAt) ? state.expiresAt : null;
}
