import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { ChangePasswordRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Changes the signed-in user's password; the server ends every other session of theirs. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await call(accountEndpoints.changePassword, { body: request });
}
