import { API_PATHS } from '@roi/contract/api-paths';
import type { InviteRequest } from '@roi/contract/accounts';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Invites someone into an organisation with a role; the server emails the link. */
export async function inviteUser(request: InviteRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.invite, { method: 'POST', body: request });
}
