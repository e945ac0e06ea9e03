import { menuEndpoints } from '@roi/contract/endpoints/menu';
import type { MenuItem } from '@roi/contract/menu';
import type { MenuAccessQuery } from '@roi/contract/menu-schemas';
import { call } from '../../../lib/call';

export function menuAccessQueryKey(query: MenuAccessQuery | null) {
  return ['menu', 'access', query] as const;
}

/** The navigation of the signed-in user's role and organisation. */
export async function getMenuAccess(query: MenuAccessQuery, signal?: AbortSignal): Promise<MenuItem[]> {
  return (await call(menuEndpoints.getMenuAccess, { query, signal })).records;
}
