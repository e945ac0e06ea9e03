import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostDetail } from '@roi/contract/posts';
import { call } from '../../../lib/call';

/** Takes a post out of the list, kept on record, or brings it back (POST /post/archive). */
export async function archivePost(postId: number, archived: boolean): Promise<PostDetail> {
  return (await call(postEndpoints.postArchive, { body: { post_id: postId, archived } })).data;
}
