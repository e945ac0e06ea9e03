import { referenceEndpoints } from '@roi/contract/endpoints/reference';
import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord } from '@roi/contract/posts';
import { call } from '../../../lib/call';

/** The active entries of one reference list, in their order. */
export async function getReference(category: ReferenceCategory, signal?: AbortSignal): Promise<ReferenceRecord[]> {
  return (await call(referenceEndpoints.referenceGet, { query: { category }, signal })).records;
}
