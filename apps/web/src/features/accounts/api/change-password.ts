import { API_PATHS } from '@roi/contract/api-paths';
import type { ChangePasswordRequest } from '@roi/contract/accounts';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Changes the signed-in user's password; the server ends every other session of theirs. */
export async function changePassword(request: ChangePasswordRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.changePassword, { method: 'POST', body: request });
}
