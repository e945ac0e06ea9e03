import { API_PATHS } from '@roi/contract/api-paths';
import type { Profile, ProfileEditRequest } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Saves name and picture; role and organisation go along unchanged. */
export async function editProfile(request: ProfileEditRequest): Promise<Profile> {
  const response = await apiRequest<{ data?: Profile }>(API_PATHS.profileEdit, { method: 'PUT', body: request });
  if (!response.data) throw new Error(MESSAGES.profileNotUpdated);
  return response.data;
}
