import { profileEndpoints } from '@roi/contract/endpoints/users';
import type { Profile, ProfileEditRequest } from '@roi/contract/administration';
import { call } from '../../../lib/call';

/** Saves name and picture; role and organisation go along unchanged. */
export async function editProfile(request: ProfileEditRequest): Promise<Profile> {
  return (await call(profileEndpoints.profileEdit, { body: request })).data;
}
