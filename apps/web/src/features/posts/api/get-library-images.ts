import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

/** The images of the post's organisation's media library, to attach without uploading them again. */
export async function getLibraryImages(organizationId: number, signal?: AbortSignal) {
  return (await call(contentHubEndpoints.libraryList, { query: { organizationId }, signal })).records;
}
