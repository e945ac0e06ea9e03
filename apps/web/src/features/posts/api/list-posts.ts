import { API_PATHS } from '@roi/contract/api-paths';
import type { PostListRequest, PostRecord } from '@roi/contract/posts';
import { apiRequest } from '../../../lib/api-client';

export interface PostListPage {
  records: PostRecord[];
  totalCount: number;
}

/** One page of posts, newest first, narrowed by the request's filters (POST /post/list). */
export async function listPosts(request: PostListRequest, signal?: AbortSignal): Promise<PostListPage> {
  const response = await apiRequest<{ records?: PostRecord[]; total_count?: number }>(API_PATHS.postList, {
    method: 'POST',
    body: request,
    signal,
  });
  const records = response.records ?? [];
  return { records, totalCount: typeof response.total_count === 'number' ? response.total_count : records.length };
}
