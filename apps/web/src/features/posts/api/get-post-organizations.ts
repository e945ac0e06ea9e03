import { postEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';

/** The organisations the caller may post for: every one for agency users, their own for others. */
export async function getPostOrganizations(signal?: AbortSignal) {
  return (await call(postEndpoints.postOrganizations, { signal })).records;
}
