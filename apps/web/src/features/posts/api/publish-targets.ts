import type { PublishTarget } from '@roi/contract/integrations';

/** The answer of Publish, Reschedule and Cancel schedule: where the post now stands with each account. */
export interface PublishTargets {
  targets: PublishTarget[];
  scheduledAt: string | null;
}

export interface PublishTargetsAnswer {
  records?: PublishTarget[];
  scheduled_at?: string | null;
}

export function toPublishTargets(answer: PublishTargetsAnswer): PublishTargets {
  return { targets: answer.records ?? [], scheduledAt: answer.scheduled_at ?? null };
}
