import { API_PATHS } from '@roi/contract/api-paths';
import type { ForgetPasswordVerifyRequest } from '@roi/contract/accounts';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Forgotten password, step 3: sets the new password with the code; every session of the user ends. */
export async function resetPassword(request: ForgetPasswordVerifyRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.forgetPasswordVerify, { method: 'POST', body: request, isPublic: true });
}
