import type { ApiKeyCreateRequest } from '@roi/contract/api-keys';
import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { call } from '../../../lib/call';

/** Makes a key; the answer is the only place the key itself is ever shown. */
export async function createApiKey(body: ApiKeyCreateRequest) {
  return (await call(apiKeyEndpoints.apiKeyCreate, { body })).data;
}
