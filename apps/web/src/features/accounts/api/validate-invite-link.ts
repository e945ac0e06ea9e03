import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import type { LinkValidationResponse } from '@roi/contract/accounts';
import { call } from '../../../lib/call';

/** Who an invitation is for, as the invitation link's check answers it. */
export type Invitation = LinkValidationResponse['data'];

export function inviteLinkQueryKey(externalId: string) {
  return ['accounts', 'invite-link', externalId] as const;
}

/** Checks an invitation link: its invitee, or a failure (410) when it is expired or used. */
export async function validateInviteLink(externalId: string, signal?: AbortSignal): Promise<Invitation> {
  return (await call(accountEndpoints.linkValidation, { body: { externalId }, signal })).data;
}
