import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostListRequest, PostRecord } from '@roi/contract/posts';
import { call } from '../../../lib/call';

export interface PostListPage {
  records: PostRecord[];
  totalCount: number;
}

/** One page of posts, newest first, narrowed by the request's filters (POST /post/list). */
export async function listPosts(request: PostListRequest, signal?: AbortSignal): Promise<PostListPage> {
  const answer = await call(postEndpoints.postList, { body: request, signal });
  return { records: answer.records, totalCount: answer.total_count };
}
