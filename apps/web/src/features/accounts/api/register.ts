import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { RegisterRequest } from '@roi/contract/accounts';
import type { SessionData } from '@roi/contract/auth';
import { call } from '../../../lib/call';

/** Completes an invitation; the answer is a session, as sign-in's is. */
export async function register(request: RegisterRequest): Promise<SessionData> {
  return (await call(accountEndpoints.register, { body: request })).data;
}
