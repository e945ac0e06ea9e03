import { API_PATHS } from '@roi/contract/api-paths';
import type { MenuItem } from '@roi/contract/menu';
import type { MenuAccessQuery, MenuAccessResponse } from '@roi/contract/menu-schemas';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

export function menuAccessQueryKey(query: MenuAccessQuery | null) {
  return ['menu', 'access', query] as const;
}

/** The navigation of the signed-in user's role and organisation. */
export async function getMenuAccess(query: MenuAccessQuery, signal?: AbortSignal): Promise<MenuItem[]> {
  const response = await apiRequest<Partial<MenuAccessResponse>>(API_PATHS.getMenuAccess, { query, signal });
  // A successful answer without its records is a failure all the same.
  if (!Array.isArray(response.records)) throw new Error(MESSAGES.noMenuData);
  return response.records;
}
