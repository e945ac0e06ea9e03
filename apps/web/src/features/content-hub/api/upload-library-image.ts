import type { LibraryUploadRequest } from '@roi/contract/content-hub';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { call } from '../../../lib/call';

export async function uploadLibraryImage(request: LibraryUploadRequest) {
  return (await call(contentHubEndpoints.libraryUpload, { body: request })).data;
}
