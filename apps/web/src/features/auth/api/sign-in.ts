import type { LoginRequest, LoginResponse, SessionData } from '@roi/contract/auth';
import { ACCESS_PATHS } from '@roi/contract/access-paths';
import { ACCESS_MESSAGES } from '@roi/contract/access-messages';
import { apiRequest } from '../../../lib/api-client';
import { UnexpectedAnswerError } from '../../../lib/call';
import { isSessionData } from '../../../lib/storage';

/**
 * Signs in. The one call not checked against its endpoint's schema by `call`: the sign-in page loads
 * without Zod (docs/decisions/0036), so the answer is checked for what the stored session needs.
 */
export async function signIn(credentials: LoginRequest): Promise<SessionData> {
  const answer = await apiRequest<LoginResponse>(ACCESS_PATHS.login, { method: 'POST', body: credentials, isPublic: true });
  if (!isSessionData(answer.data)) {
    console.error('login: the answer carries no session');
    throw new UnexpectedAnswerError(ACCESS_MESSAGES.unexpectedAnswer);
  }
  return answer.data;
}
