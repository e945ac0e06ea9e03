import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { CodeSentResponse, SignupRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Self sign-up, step 1: the server emails a 4-digit code to the address (the same answer for any). */
export async function signUp(request: SignupRequest): Promise<CodeSentResponse['data']> {
  return (await call(accountEndpoints.signup, { body: request })).data;
}
