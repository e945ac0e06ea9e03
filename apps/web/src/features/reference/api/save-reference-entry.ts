import { API_PATHS } from '@roi/contract/api-paths';
import type { ReferenceRecord, ReferenceSaveRequest } from '@roi/contract/posts';
import { apiRequest } from '../../../lib/api-client';

/** Adds an entry (no id), or renames, reorders, retires or restores one; answers the entry as saved. */
export async function saveReferenceEntry(request: ReferenceSaveRequest): Promise<ReferenceRecord> {
  const response = await apiRequest<{ data: ReferenceRecord }>(API_PATHS.referenceSave, { method: 'POST', body: request });
  return response.data;
}
