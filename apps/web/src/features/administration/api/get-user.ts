import { userEndpoints } from '@roi/contract/endpoints/users';
import type { UserRecord } from '@roi/contract/administration';
import { call } from '../../../lib/call';

/** One user, as the user list shows them; a missing one, or one out of reach, fails with 404. */
export async function getUser(userId: number, signal?: AbortSignal): Promise<UserRecord> {
  return (await call(userEndpoints.userGet, { query: { userId }, signal })).data;
}
