import { API_PATHS } from '@roi/contract/api-paths';
import type { SetMenuRequest } from '@roi/contract/administration';
import type { EnvelopeBase } from '@roi/contract/envelope';
import { apiRequest } from '../../../lib/api-client';

/** Saves the checked flags of a role's actions in an organisation. */
export async function setMenu(request: SetMenuRequest): Promise<EnvelopeBase> {
  return apiRequest<EnvelopeBase>(API_PATHS.setMenu, { method: 'PUT', body: request });
}
