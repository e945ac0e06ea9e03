import { API_PATHS } from '@roi/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface Role {
  id: number;
  name: string;
  org_type_id: number;
}

/** The roles of an organisation type (roles with total_count). */
export async function getRoles(orgTypeId: number, signal?: AbortSignal): Promise<Role[]> {
  const response = await apiRequest<{ records?: Role[] }>(API_PATHS.roles, { query: { orgTypeId }, signal });
  return response.records ?? [];
}
