import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { ForgetPasswordOtpRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Forgotten password, step 1: the server emails a 6-digit code (the same answer for any address). */
export async function requestResetCode(request: ForgetPasswordOtpRequest): Promise<void> {
  await call(accountEndpoints.forgetPasswordOtp, { body: request });
}
