import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { AddIntegrationRequest, Integration } from '@roi/contract/integrations';
import { call } from '../../../lib/call';

/** Exchanges the code LinkedIn handed back (single use) for a connection with its accounts. */
export async function addIntegration(request: AddIntegrationRequest): Promise<Integration> {
  return (await call(integrationEndpoints.addIntegration, { body: request })).data;
}
