import { API_PATHS } from '@roi/contract/api-paths';
import type { UserListRequest, UserRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';
import { acceptList, type ListEnvelope, type ListPage } from './accept-list';

/** One page of users: a client admin's own organisation, an agency user's any. */
export async function getUserList(request: UserListRequest, signal?: AbortSignal): Promise<ListPage<UserRecord>> {
  const response = await apiRequest<ListEnvelope<UserRecord>>(API_PATHS.userList, {
    method: 'POST',
    body: request,
    signal,
  });
  return acceptList(response, MESSAGES.userListFailed);
}
