import { API_PATHS } from '@roi/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { toPublishTargets, type PublishTargetsAnswer, type PublishTargets } from './publish-targets';

/** Cancels a scheduled post before it goes out: it becomes a draft again. */
export async function cancelSchedule(postId: number): Promise<PublishTargets> {
  return toPublishTargets(
    await apiRequest<PublishTargetsAnswer>(API_PATHS.postCancelSchedule, { method: 'POST', body: { post_id: postId } }),
  );
}
