import { API_PATHS } from '@roi/contract/api-paths';
import type { PostDetail } from '@roi/contract/posts';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** One post whole, to open it back into the editor. */
export async function getPost(postId: number, signal?: AbortSignal): Promise<PostDetail> {
  const response = await apiRequest<{ data?: PostDetail }>(API_PATHS.postGet, { query: { postId }, signal });
  if (!response.data) throw new Error(MESSAGES.postNotFound);
  return response.data;
}
