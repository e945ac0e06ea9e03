import { API_PATHS } from '@roi/contract/api-paths';
import type { UserEditRequest, UserRecord } from '@roi/contract/administration';
import { apiRequest } from '../../../lib/api-client';

/** A user's name, role and whether they may sign in. */
export async function editUser(request: UserEditRequest): Promise<UserRecord | undefined> {
  const response = await apiRequest<{ data?: UserRecord }>(API_PATHS.userEdit, { method: 'PUT', body: request });
  return response.data;
}
