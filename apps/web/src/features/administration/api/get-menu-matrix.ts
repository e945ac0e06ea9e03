import { API_PATHS } from '@roi/contract/api-paths';
import type { MenuAccessMatrix } from '@roi/contract/menu';
import type { MenuQuery } from '@roi/contract/menu-schemas';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Which actions of every menu feature a role holds in an organisation (the menu-settings matrix). */
export async function getMenuMatrix(query: MenuQuery, signal?: AbortSignal): Promise<MenuAccessMatrix> {
  const response = await apiRequest<{ records?: MenuAccessMatrix }>(API_PATHS.getMenu, { query, signal });
  if (!Array.isArray(response.records)) throw new Error(MESSAGES.noMenuData);
  return response.records;
}
