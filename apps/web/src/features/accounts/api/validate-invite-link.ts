import { API_PATHS } from '@roi/contract/api-paths';
import type { LinkValidationResponse } from '@roi/contract/accounts';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Who an invitation is for, as the invitation link's check answers it. */
export type Invitation = LinkValidationResponse['data'];

export function inviteLinkQueryKey(externalId: string) {
  return ['accounts', 'invite-link', externalId] as const;
}

/** Checks an invitation link: its invitee, or a failure (410) when it is expired or used. */
export async function validateInviteLink(externalId: string, signal?: AbortSignal): Promise<Invitation> {
  const response = await apiRequest<Partial<LinkValidationResponse>>(API_PATHS.linkValidation, {
    method: 'POST',
    body: { externalId },
    isPublic: true,
    signal,
  });
  if (!response.data) throw new Error(MESSAGES.linkExpired);
  return response.data;
}
