import { API_PATHS } from '@roi/contract/api-paths';
import type { OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { uploadWithProgress } from '../../../lib/api-client';

/**
 * Saves an organisation's details and brand. The logo travels inline, so the request may be large: it
 * reports how much of it has been sent.
 */
export async function updateOrganization(
  request: OrganizationUpdateRequest,
  onProgress?: (fraction: number) => void,
): Promise<OrganizationRecord> {
  const response = await uploadWithProgress<{ data: OrganizationRecord }>(API_PATHS.organizationUpdate, {
    method: 'POST',
    body: request,
    onProgress,
  });
  return response.data;
}
