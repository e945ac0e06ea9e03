import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

/** An organisation's library images (with one tag only, when given) and every tag it uses. */
export async function getLibrary(organizationId: number, tag: string | undefined, signal?: AbortSignal) {
  return call(contentHubEndpoints.libraryList, { query: { organizationId, ...(tag ? { tag } : {}) }, signal });
}
