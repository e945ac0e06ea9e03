import { API_PATHS } from '@roi/contract/api-paths';
import type { SignupVerifyRequest } from '@roi/contract/accounts';
import type { LoginResponse, SessionData } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Self sign-up, step 2: the code creates the organisation with its first Admin, who is signed in. */
export async function verifySignUp(request: SignupVerifyRequest): Promise<SessionData> {
  const response = await apiRequest<Partial<LoginResponse>>(API_PATHS.signupVerify, {
    method: 'POST',
    body: request,
    isPublic: true,
  });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}
