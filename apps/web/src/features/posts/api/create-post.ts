import { API_PATHS } from '@roi/contract/api-paths';
import type { NextStepData, PostCreateRequest, PostDetail } from '@roi/contract/posts';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

export type InitialPostRequest = PostCreateRequest & { publish_status: 0 };
export type SavedPostRequest = PostCreateRequest & { publish_status: 1 | 2 };

interface CreateAnswer<T> {
  data?: T;
}

/** The initial record of stage 1 (publish_status 0): answers the next-step data. */
export async function createInitialPost(request: InitialPostRequest): Promise<NextStepData> {
  const response = await apiRequest<CreateAnswer<NextStepData>>(API_PATHS.postCreate, { method: 'POST', body: request });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}

/** A draft (1) or the final post (2): answers the post as saved. */
export async function savePost(request: SavedPostRequest): Promise<PostDetail> {
  const response = await apiRequest<CreateAnswer<PostDetail>>(API_PATHS.postCreate, { method: 'POST', body: request });
  if (!response.data) throw new Error(MESSAGES.somethingWentWrong);
  return response.data;
}
