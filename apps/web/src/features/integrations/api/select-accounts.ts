import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { Integration, SelectAccountsRequest } from '@roi/contract/integrations';
import { call } from '../../../lib/call';

/** Saves which accounts of a connection the organisation publishes to; answers the connection as saved. */
export async function selectAccounts(request: SelectAccountsRequest): Promise<Integration> {
  return (await call(integrationEndpoints.selectAccounts, { body: request })).data;
}
