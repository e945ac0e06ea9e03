import { profileEndpoints } from '@roi/contract/endpoints/users';
import type { Profile } from '@roi/contract/administration';
import { call } from '../../../lib/call';

export function profileQueryKey(userId: number) {
  return ['profile', userId] as const;
}

/** The signed-in user's profile. */
export async function getProfile(userId: number, signal?: AbortSignal): Promise<Profile> {
  return (await call(profileEndpoints.profileGet, { query: { userId }, signal })).data;
}
