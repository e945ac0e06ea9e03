import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostDetail } from '@roi/contract/posts';
import { call } from '../../../lib/call';

/** One post whole, to open it back into the editor. */
export async function getPost(postId: number, signal?: AbortSignal): Promise<PostDetail> {
  return (await call(postEndpoints.postGet, { query: { postId }, signal })).data;
}
