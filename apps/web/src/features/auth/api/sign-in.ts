import { authEndpoints } from '@roi/contract/endpoints/auth';
import type { LoginRequest, SessionData } from '@roi/contract/auth';
import { call } from '../../../lib/call';

export async function signIn(credentials: LoginRequest): Promise<SessionData> {
  return (await call(authEndpoints.login, { body: credentials })).data;
}
