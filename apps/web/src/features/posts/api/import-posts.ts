import { postImportEndpoints } from '@roi/contract/endpoints/posts';
import type { PostImportRequest } from '@roi/contract/post-import';
import { call } from '../../../lib/call';

/** Every row of the file with what it would become and its problems; nothing is stored. */
export async function previewImport(body: PostImportRequest) {
  return call(postImportEndpoints.postImportPreview, { body });
}

/** Creates the rows without problems, all in one go. */
export async function importPosts(body: PostImportRequest) {
  return (await call(postImportEndpoints.postImport, { body })).data;
}
