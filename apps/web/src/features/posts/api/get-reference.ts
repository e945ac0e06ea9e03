import { API_PATHS } from '@roi/contract/api-paths';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord } from '@roi/contract/posts';
import { apiRequest } from '../../../lib/api-client';

/** The active entries of one reference list, in their order. */
export async function getReference(category: ReferenceCategory, signal?: AbortSignal): Promise<ReferenceRecord[]> {
  const response = await apiRequest<{ records?: ReferenceRecord[] }>(API_PATHS.referenceGet, { query: { category }, signal });
  return response.records ?? [];
}
