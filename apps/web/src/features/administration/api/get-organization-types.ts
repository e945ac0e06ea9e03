import { API_PATHS } from '@roi/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface OrganizationType {
  id: number;
  name: string;
}

/** The organisation types: Agency, Economic Development Organization. */
export async function getOrganizationTypes(signal?: AbortSignal): Promise<OrganizationType[]> {
  const response = await apiRequest<{ records?: OrganizationType[] }>(API_PATHS.organizationTypes, {
    method: 'POST',
    body: {},
    signal,
  });
  return response.records ?? [];
}
