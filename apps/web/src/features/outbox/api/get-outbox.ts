import { API_PATHS } from '@roi/contract/api-paths';
import type { OutboxMessage } from '@roi/contract/mail';
import { apiRequest } from '../../../lib/api-client';

/** The newest emails kept instead of sent, while no SMTP server is configured. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  const response = await apiRequest<{ records?: OutboxMessage[] }>(API_PATHS.outbox, { signal });
  return response.records ?? [];
}
