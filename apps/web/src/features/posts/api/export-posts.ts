import { postImportEndpoints } from '@roi/contract/endpoints/posts';
import type { PostExportRequest } from '@roi/contract/post-import';
import { call } from '../../../lib/call';

/** The filtered posts as a file's name, type and content. */
export async function exportPosts(body: PostExportRequest) {
  return (await call(postImportEndpoints.postExport, { body })).data;
}
