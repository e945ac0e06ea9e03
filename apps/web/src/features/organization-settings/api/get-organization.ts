import { API_PATHS } from '@roi/contract/api-paths';
import type { OrganizationRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** One key for an organisation's record: the settings screen, the onboarding wizard and the brand theme share it. */
export function organizationQueryKey(orgId: number | null) {
  return ['organizations', 'detail', orgId] as const;
}

/** An organisation's record: the first item of records. */
export async function getOrganization(orgId: number, signal?: AbortSignal): Promise<OrganizationRecord> {
  const response = await apiRequest<{ records?: OrganizationRecord[] }>(API_PATHS.organizationGet, {
    query: { orgId },
    signal,
  });
  const record = response.records?.[0];
  if (!record) throw new Error(MESSAGES.somethingWentWrong);
  return record;
}
