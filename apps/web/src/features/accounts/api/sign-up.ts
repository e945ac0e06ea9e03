import { API_PATHS } from '@roi/contract/api-paths';
import type { CodeSentResponse, SignupRequest } from '@roi/contract/accounts';
import { apiRequest } from '../../../lib/api-client';

/** Self sign-up, step 1: the server emails a 4-digit code to the address (the same answer for any). */
export async function signUp(request: SignupRequest): Promise<Partial<CodeSentResponse['data']>> {
  const response = await apiRequest<Partial<CodeSentResponse>>(API_PATHS.signup, {
    method: 'POST',
    body: request,
    isPublic: true,
  });
  return response.data ?? {};
}
