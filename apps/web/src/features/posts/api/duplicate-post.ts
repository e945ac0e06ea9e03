import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostDetail } from '@roi/contract/posts';
import { call } from '../../../lib/call';

/** A new draft of one's own with the post's setup, text and images (POST /post/duplicate). */
export async function duplicatePost(postId: number): Promise<PostDetail> {
  return (await call(postEndpoints.postDuplicate, { body: { post_id: postId } })).data;
}
