import { API_PATHS } from '@roi/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import type { OrganizationOption } from '../organization-choice';

/** The organisations the caller may act for: every one for agency users, their own for others. */
export async function getOrganizations(signal?: AbortSignal): Promise<OrganizationOption[]> {
  const response = await apiRequest<{ records?: OrganizationOption[] }>(API_PATHS.postOrganizations, { signal });
  return response.records ?? [];
}
