import { API_PATHS } from '@roi/contract/api-paths';
import type { Profile } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

export function profileQueryKey(userId: number) {
  return ['profile', userId] as const;
}

/** The signed-in user's profile. */
export async function getProfile(userId: number, signal?: AbortSignal): Promise<Profile> {
  const response = await apiRequest<{ data?: Profile }>(API_PATHS.profileGet, { query: { userId }, signal });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}
