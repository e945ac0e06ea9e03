import { userEndpoints } from '@roi/contract/endpoints/users';
import type { UserEditRequest, UserRecord } from '@roi/contract/administration';
import { call } from '../../../lib/call';

/** A user's name, role and whether they may sign in. */
export async function editUser(request: UserEditRequest): Promise<UserRecord> {
  return (await call(userEndpoints.userEdit, { body: request })).data;
}
