import { API_PATHS } from '@roi/contract/api-paths';
import type { RescheduleRequest } from '@roi/contract/integrations';
import { apiRequest } from '../../../lib/api-client';
import { toPublishTargets, type PublishTargetsAnswer, type PublishTargets } from './publish-targets';

/** Moves a scheduled post to another wall-clock time of its organisation. */
export async function reschedulePost(request: RescheduleRequest): Promise<PublishTargets> {
  return toPublishTargets(await apiRequest<PublishTargetsAnswer>(API_PATHS.postReschedule, { method: 'POST', body: request }));
}
