import { postEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';

/** A new draft of the post, planned at a wall-clock time of its organisation (POST /post/duplicate). */
export async function copyPost(postId: number, plannedAt: string) {
  return (await call(postEndpoints.postDuplicate, { body: { post_id: postId, planned_at: plannedAt } })).data;
}
