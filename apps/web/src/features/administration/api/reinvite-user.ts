import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import { call } from '../../../lib/call';

/** Sends an invited user a new link; the old one stops working. */
export async function reinviteUser(userId: number): Promise<void> {
  await call(accountEndpoints.reinvite, { body: { user_id: userId } });
}
