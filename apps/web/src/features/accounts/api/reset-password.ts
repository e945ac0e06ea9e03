import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { ForgetPasswordVerifyRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Forgotten password, step 3: sets the new password with the code; every session of the user ends. */
export async function resetPassword(request: ForgetPasswordVerifyRequest): Promise<void> {
  await call(accountEndpoints.forgetPasswordVerify, { body: request });
}
