import { API_PATHS } from '@roi/contract/api-paths';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord } from '@roi/contract/posts';
import { apiRequest } from '../../../lib/api-client';

/** Every entry of one list, the retired ones included, for the agency admins who manage it. */
export async function getReferenceEntries(category: ReferenceCategory, signal?: AbortSignal): Promise<ReferenceRecord[]> {
  const response = await apiRequest<{ records?: ReferenceRecord[] }>(API_PATHS.referenceGet, {
    query: { category, include_inactive: 'true' },
    signal,
  });
  return response.records ?? [];
}
