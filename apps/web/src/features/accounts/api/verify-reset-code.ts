import { API_PATHS } from '@roi/contract/api-paths';
import type { ForgetPasswordOtpVerifyRequest } from '@roi/contract/accounts';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Forgotten password, step 2: checks the code without using it up; rejects a wrong or expired one. */
export async function verifyResetCode(request: ForgetPasswordOtpVerifyRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.forgetPasswordOtpVerify, { method: 'POST', body: request, isPublic: true });
}
