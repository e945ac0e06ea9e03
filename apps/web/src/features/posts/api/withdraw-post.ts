import { publishingEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';
import { toPublishTargets, type PublishTargets } from './publish-targets';

/** Takes a posted post back to draft while nothing of it went out (a schedule, a refused post). */
export async function withdrawPost(postId: number): Promise<PublishTargets> {
  return toPublishTargets(await call(publishingEndpoints.postWithdraw, { body: { post_id: postId } }));
}
