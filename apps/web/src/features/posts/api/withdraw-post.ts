import { API_PATHS } from '@roi/contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { toPublishTargets, type PublishTargetsAnswer, type PublishTargets } from './publish-targets';

/** Takes a posted post back to draft while nothing of it went out (a schedule, a refused post). */
export async function withdrawPost(postId: number): Promise<PublishTargets> {
  return toPublishTargets(
    await apiRequest<PublishTargetsAnswer>(API_PATHS.postWithdraw, { method: 'POST', body: { post_id: postId } }),
  );
}
