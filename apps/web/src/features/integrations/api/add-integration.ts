import { API_PATHS } from '@roi/contract/api-paths';
import type { AddIntegrationRequest, Integration } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Exchanges the code LinkedIn handed back (single use) for a connection with its accounts. */
export async function addIntegration(request: AddIntegrationRequest): Promise<Integration> {
  const response = await apiRequest<{ data?: Integration }>(API_PATHS.addIntegration, { method: 'POST', body: request });
  if (!response.data) throw new Error(MESSAGES.integrationFailed);
  return response.data;
}
