import { API_PATHS } from '@roi/contract/api-paths';
import type { PublishRequest } from '@roi/contract/integrations';
import { apiRequest } from '../../../lib/api-client';
import { toPublishTargets, type PublishTargetsAnswer, type PublishTargets } from './publish-targets';

/** Sends a post's held or failed targets, or the one named (Publish and Retry in /posts). */
export async function publishPost(request: PublishRequest): Promise<PublishTargets> {
  return toPublishTargets(await apiRequest<PublishTargetsAnswer>(API_PATHS.postPublish, { method: 'POST', body: request }));
}
