import { API_PATHS } from '@roi/contract/api-paths';
import type { RegisterRequest } from '@roi/contract/accounts';
import type { LoginResponse, SessionData } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Completes an invitation; the answer is a session, as sign-in's is. */
export async function register(request: RegisterRequest): Promise<SessionData> {
  const response = await apiRequest<Partial<LoginResponse>>(API_PATHS.register, {
    method: 'POST',
    body: request,
    isPublic: true,
  });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}
