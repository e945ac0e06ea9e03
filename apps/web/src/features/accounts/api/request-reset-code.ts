import { API_PATHS } from '@roi/contract/api-paths';
import type { ForgetPasswordOtpRequest } from '@roi/contract/accounts';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Forgotten password, step 1: the server emails a 6-digit code (the same answer for any address). */
export async function requestResetCode(request: ForgetPasswordOtpRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.forgetPasswordOtp, { method: 'POST', body: request, isPublic: true });
}
