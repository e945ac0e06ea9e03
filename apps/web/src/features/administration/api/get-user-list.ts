import { userEndpoints } from '@roi/contract/endpoints/users';
import type { UserListRequest, UserRecord } from '@roi/contract/administration';
import { call } from '../../../lib/call';
import type { ListPage } from '../paging';

/** One page of users: a client admin's own organisation, an agency user's any. */
export async function getUserList(request: UserListRequest, signal?: AbortSignal): Promise<ListPage<UserRecord>> {
  const answer = await call(userEndpoints.userList, { body: request, signal });
  return { records: answer.records, totalCount: answer.total_count };
}
