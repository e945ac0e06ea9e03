import { API_PATHS } from '@roi/contract/api-paths';
import type { OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { apiRequest } from '../../../lib/api-client';

/** Saves an organisation's settings; answers the updated record. */
export async function updateOrganization(request: OrganizationUpdateRequest): Promise<OrganizationRecord | undefined> {
  const response = await apiRequest<{ data?: OrganizationRecord }>(API_PATHS.organizationUpdate, {
    method: 'POST',
    body: request,
  });
  return response.data;
}
