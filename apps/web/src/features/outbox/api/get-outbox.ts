import { mailEndpoints } from '@roi/contract/endpoints/mail';
import { call } from '../../../lib/call';

/** Whether emails are kept instead of sent (no SMTP server), and the newest of them. */
export function getOutbox(signal?: AbortSignal) {
  return call(mailEndpoints.outbox, { signal });
}
