import { postEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';

/** Deletes a post that was never posted (POST /post/delete). */
export async function deletePost(postId: number): Promise<void> {
  await call(postEndpoints.postDelete, { body: { post_id: postId } });
}
