import type { EndpointResult } from '@roi/contract/endpoint';
import type { publishingEndpoints } from '@roi/contract/endpoints/posts';
import type { PublishTarget } from '@roi/contract/integrations';

/** The answer of Publish, Reschedule and Cancel schedule: where the post now stands with each account. */
export interface PublishTargets {
  targets: PublishTarget[];
  scheduledAt: string | null;
}

/** Publish, Reschedule and Cancel schedule answer alike. */
type PublishTargetsAnswer = EndpointResult<typeof publishingEndpoints.postPublish>;

export function toPublishTargets(answer: PublishTargetsAnswer): PublishTargets {
  return { targets: answer.records, scheduledAt: answer.scheduled_at };
}
