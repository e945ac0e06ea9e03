import { referenceEndpoints } from '@roi/contract/endpoints/reference';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord } from '@roi/contract/posts';
import { call } from '../../../lib/call';

/** Every entry of one list, the retired ones included, for the agency admins who manage it. */
export async function getReferenceEntries(category: ReferenceCategory, signal?: AbortSignal): Promise<ReferenceRecord[]> {
  const answer = await call(referenceEndpoints.referenceGet, { query: { category, include_inactive: 'true' }, signal });
  return answer.records;
}
