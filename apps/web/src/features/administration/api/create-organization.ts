import { API_PATHS } from '@roi/contract/api-paths';
import type { OrganizationCreateRequest, OrganizationRecord } from '@roi/contract/administration';
import { apiRequest } from '../../../lib/api-client';

/** Creates a client organisation; answers the new record. */
export async function createOrganization(request: OrganizationCreateRequest): Promise<OrganizationRecord | undefined> {
  const response = await apiRequest<{ data?: OrganizationRecord }>(API_PATHS.organizationCreate, {
    method: 'POST',
    body: request,
  });
  return response.data;
}
