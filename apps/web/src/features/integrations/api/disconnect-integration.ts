import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { Integration } from '@roi/contract/integrations';
import { call } from '../../../lib/call';

/** Ends a connection: nothing is published through it any more. */
export async function disconnectIntegration(integrationId: number): Promise<Integration> {
  return (await call(integrationEndpoints.disconnectIntegration, { body: { integration_id: integrationId } })).data;
}
