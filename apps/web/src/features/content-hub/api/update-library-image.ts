import type { LibraryUpdateRequest } from '@roi/contract/content-hub';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

export async function updateLibraryImage(request: LibraryUpdateRequest) {
  return (await call(contentHubEndpoints.libraryUpdate, { body: request })).data;
}
