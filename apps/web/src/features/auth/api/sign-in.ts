import { API_PATHS } from '@roi/contract/api-paths';
import type { LoginRequest, LoginResponse, SessionData } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';

export async function signIn(credentials: LoginRequest): Promise<SessionData> {
  const response = await apiRequest<Partial<LoginResponse>>(API_PATHS.login, {
    method: 'POST',
    body: credentials,
    isPublic: true,
  });
  // An answer without session data counts as invalid credentials.
  if (!response.data) throw new ApiError(401, MESSAGES.invalidCredentials);
  return response.data;
}
