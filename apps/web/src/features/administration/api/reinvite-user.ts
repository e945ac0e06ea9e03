import { API_PATHS } from '@roi/contract/api-paths';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Sends an invited user a new link; the old one stops working. */
export async function reinviteUser(userId: number): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.reinvite, { method: 'POST', body: { user_id: userId } });
}
