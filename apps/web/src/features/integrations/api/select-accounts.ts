import { API_PATHS } from '@roi/contract/api-paths';
import type { Integration, SelectAccountsRequest } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** Saves which accounts of a connection the organisation publishes to; answers the connection as saved. */
export async function selectAccounts(request: SelectAccountsRequest): Promise<Integration> {
  const response = await apiRequest<{ data?: Integration }>(API_PATHS.selectAccounts, { method: 'POST', body: request });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}
