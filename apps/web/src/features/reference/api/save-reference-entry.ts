import { referenceEndpoints } from '@roi/contract/endpoints/reference';
import type { ReferenceRecord, ReferenceSaveRequest } from '@roi/contract/posts';
import { call } from '../../../lib/call';

/** Adds an entry (no id), or renames, reorders, retires or restores one; answers the entry as saved. */
export async function saveReferenceEntry(request: ReferenceSaveRequest): Promise<ReferenceRecord> {
  return (await call(referenceEndpoints.referenceSave, { body: request })).data;
}
