import { API_PATHS } from '@roi/contract/api-paths';
import type { Integration } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Ends a connection: nothing is published through it any more. */
export async function disconnectIntegration(integrationId: number): Promise<Integration> {
  const response = await apiRequest<{ data?: Integration }>(API_PATHS.disconnectIntegration, {
    method: 'POST',
    body: { integration_id: integrationId },
  });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}
