import { publishingEndpoints } from '@roi/contract/endpoints/posts';
import type { PublishRequest } from '@roi/contract/integrations';
import { call } from '../../../lib/call';
import { toPublishTargets, type PublishTargets } from './publish-targets';

/** Sends a post's held or failed targets, or the one named (Publish and Retry in /posts). */
export async function publishPost(request: PublishRequest): Promise<PublishTargets> {
  return toPublishTargets(await call(publishingEndpoints.postPublish, { body: request }));
}
