import { menuEndpoints } from '@roi/contract/endpoints/menu';
import type { SetMenuRequest } from '@roi/contract/administration';
import { call } from '../../../lib/call';

/** Saves the checked flags of a role's actions in an organisation. */
export async function setMenu(request: SetMenuRequest): Promise<void> {
  await call(menuEndpoints.setMenu, { body: request });
}
