import { publishingEndpoints } from '@roi/contract/endpoints/posts';
import { call } from '../../../lib/call';

/** Moves a post to another wall-clock time ('YYYY-MM-DDTHH:mm') of its organisation: the server's Reschedule. */
export async function movePost(postId: number, scheduleAt: string) {
  return call(publishingEndpoints.postReschedule, { body: { post_id: postId, schedule_at: scheduleAt } });
}
