import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { SignupVerifyRequest } from '@roi/contract/accounts';
import type { SessionData } from '@roi/contract/auth';
import { call } from '../../../lib/call';

/** Self sign-up, step 2: the code creates the organisation with its first Admin, who is signed in. */
export async function verifySignUp(request: SignupVerifyRequest): Promise<SessionData> {
  return (await call(accountEndpoints.signupVerify, { body: request })).data;
}
