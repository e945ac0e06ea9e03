import { publishingEndpoints } from '@roi/contract/endpoints/posts';
import type { RescheduleRequest } from '@roi/contract/integrations';
import { call } from '../../../lib/call';
import { toPublishTargets, type PublishTargets } from './publish-targets';

/** Moves a scheduled post to another wall-clock time of its organisation. */
export async function reschedulePost(request: RescheduleRequest): Promise<PublishTargets> {
  return toPublishTargets(await call(publishingEndpoints.postReschedule, { body: request }));
}
