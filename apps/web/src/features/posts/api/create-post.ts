import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { NextStepData, PostCreateRequest, PostDetail } from '@roi/contract/posts';
import { MESSAGES } from '@roi/contract/messages';
import { call, UnexpectedAnswerError } from '../../../lib/call';

export type InitialPostRequest = PostCreateRequest & { publish_status: 0 };
export type SavedPostRequest = PostCreateRequest & { publish_status: 1 | 2 };

/** The initial record of stage 1 (publish_status 0): answers the next-step data. */
export async function createInitialPost(request: InitialPostRequest): Promise<NextStepData> {
  const { data } = await call(postEndpoints.postCreate, { body: request });
  // The answer holds the next-step data or a post; which one follows from the publish_status sent.
  if (!('prompt_suggestion' in data)) throw new UnexpectedAnswerError(MESSAGES.unexpectedAnswer);
  return data;
}

/** A draft (1) or the final post (2): answers the post as saved. */
export async function savePost(request: SavedPostRequest): Promise<PostDetail> {
  const { data } = await call(postEndpoints.postCreate, { body: request });
  if (!('post_content' in data)) throw new UnexpectedAnswerError(MESSAGES.unexpectedAnswer);
  return data;
}
