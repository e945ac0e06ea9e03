import { API_PATHS } from '@roi/contract/api-paths';
import type { OrganizationRecord } from '@roi/contract/administration';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const ORGANIZATION_NOT_FOUND = 'This organization does not exist or you cannot see it.';

/** One organisation; the first record of the answer. */
export async function getOrganization(orgId: number, signal?: AbortSignal): Promise<OrganizationRecord> {
  const response = await apiRequest<{ records?: OrganizationRecord[] }>(API_PATHS.organizationGet, {
    query: { orgId },
    signal,
  });
  const record = response.records?.[0];
  if (!record) throw new ApiError(404, ORGANIZATION_NOT_FOUND);
  return record;
}
