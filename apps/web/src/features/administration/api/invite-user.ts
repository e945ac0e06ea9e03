import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { InviteRequest } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Invites someone into an organisation with a role; the server emails the link. */
export async function inviteUser(request: InviteRequest): Promise<void> {
  await call(accountEndpoints.invite, { body: request });
}
