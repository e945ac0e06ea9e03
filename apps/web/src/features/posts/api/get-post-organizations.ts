import { API_PATHS } from '@roi/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface PostOrganization {
  id: number;
  organization_name: string;
}

/** The organisations the caller may post for: every one for agency users, their own for others. */
export async function getPostOrganizations(signal?: AbortSignal): Promise<PostOrganization[]> {
  const response = await apiRequest<{ records?: PostOrganization[] }>(API_PATHS.postOrganizations, { signal });
  return response.records ?? [];
}
