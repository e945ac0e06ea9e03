import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { call } from '../../../lib/call';

/** The organisation's keys and what the caller may grant a new one. */
export async function getApiKeys(signal?: AbortSignal) {
  return call(apiKeyEndpoints.apiKeyList, { signal });
}
