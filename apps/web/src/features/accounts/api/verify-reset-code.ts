import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { ForgetPasswordOtpVerifyRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Forgotten password, step 2: checks the code without using it up; rejects a wrong or expired one. */
export async function verifyResetCode(request: ForgetPasswordOtpVerifyRequest): Promise<void> {
  await call(accountEndpoints.forgetPasswordOtpVerify, { body: request });
}
