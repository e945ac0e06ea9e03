import { MESSAGES } from '@roi/contract/messages';
import { scheduleProblem, toLocalDateTime } from '../../lib/schedule';

/**
 * 'When to publish' on stage 3: now, at a wall-clock time of the organisation, or at the organisation's
 * next free posting time (the queue), which the server chooses.
 */
export type PublishMode = 'now' | 'schedule' | 'queue';

export interface PublishChoice {
  mode: PublishMode;
  /** The 'Publish at' field as typed ('YYYY-MM-DDTHH:mm'). */
  at: string;
}

export const POST_NOW: PublishChoice = { mode: 'now', at: '' };

export type ScheduleDecision = { scheduleAt: string | null; problem: null } | { scheduleAt: null; problem: string };

/**
 * What the Post button sends as schedule_at: nothing to post now, else the checked time. Without the
 * organisation's time zone (its accounts not loaded) no time can be checked, so none is sent.
 */
export function scheduleOfChoice(choice: PublishChoice, timeZone: string | null, now: Date): ScheduleDecision {
  if (choice.mode !== 'schedule') return { scheduleAt: null, problem: null };
  if (!timeZone) return { scheduleAt: null, problem: MESSAGES.scheduleInvalid };
  const problem = scheduleProblem(choice.at, timeZone, now);
  return problem ? { scheduleAt: null, problem } : { scheduleAt: toLocalDateTime(choice.at), problem: null };
}
