import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { call } from '../../../lib/call';

export async function revokeApiKey(apiKeyId: number) {
  return (await call(apiKeyEndpoints.apiKeyRevoke, { body: { api_key_id: apiKeyId } })).data;
}
