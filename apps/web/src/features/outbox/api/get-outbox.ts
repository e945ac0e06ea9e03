import { mailEndpoints } from '@roi/contract/endpoints/mail';
import type { OutboxMessage } from '@roi/contract/mail';
import { call } from '../../../lib/call';

/** The newest emails kept instead of sent, while no SMTP server is configured. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return (await call(mailEndpoints.outbox, { signal })).records;
}
