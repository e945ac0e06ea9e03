import { menuEndpoints } from '@roi/contract/endpoints/menu';
import type { MenuAccessMatrix } from '@roi/contract/menu';
import type { MenuQuery } from '@roi/contract/menu-schemas';
import { call } from '../../../lib/call';

/** Which actions of every menu feature a role holds in an organisation (the menu-settings matrix). */
export async function getMenuMatrix(query: MenuQuery, signal?: AbortSignal): Promise<MenuAccessMatrix> {
  return (await call(menuEndpoints.getMenu, { query, signal })).records;
}
