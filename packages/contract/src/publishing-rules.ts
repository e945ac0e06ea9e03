/**
 * The rules of connecting LinkedIn and publishing to it that the client and the server both apply
 * (docs/product/publishing.md). Free of zod, so screens import them without the schema library.
 */
import { DAY_MS } from './constants.js';

/** The networks a connection can be made to (only LinkedIn is connectable). */
export const APP_NAMES = ['linkedin'] as const;
export type AppName = (typeof APP_NAMES)[number];
export const NETWORK_LABELS: Record<AppName, string> = { linkedin: 'LinkedIn' };

/** Shown beside everything of the sandbox network. */
export const SANDBOX_LABEL = 'Sandbox';

/** What a connected account publishes as. */
export const ACCOUNT_TYPES = { member: 'Member profile', organization: 'Organization page' } as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

/**
 * A connection is "expiring" this long before its access (or, when LinkedIn granted one, its refresh)
 * token lapses: the settings screen asks for a reconnect from then on.
 */
export const RECONNECT_WARNING_DAYS = 7;
export const CONNECTION_STATES = ['active', 'expiring', 'expired'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/**
 * Where one post stands with one account (docs/product/publishing.md#publishing-states):
 * - held: posted by someone who may not publish; waits for someone who may;
 * - scheduled: goes out at its time; queued: due now, waiting for a worker;
 * - publishing: a worker holds it; published: LinkedIn has it (id and URL kept);
 * - failed: given up, with the reason; the user may retry.
 * Cancelling a schedule removes the targets: the post is a draft again.
 */
export const TARGET_STATES = ['held', 'scheduled', 'queued', 'publishing', 'published', 'failed'] as const;
export type TargetState = (typeof TARGET_STATES)[number];
export const TARGET_STATE_LABELS: Record<TargetState, string> = {
  held: 'Waiting for a publisher',
  scheduled: 'Scheduled',
  queued: 'Queued',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
};
/** States a user can send (again) with Publish / Retry. */
export const RELEASABLE_TARGET_STATES: readonly TargetState[] = ['held', 'failed'];

/** A schedule is written as a wall-clock time of the organisation's time zone. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** Organisations without a time zone schedule in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** How far ahead a post can be scheduled. */
export const SCHEDULE_MAX_DAYS_AHEAD = 365;

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(instant: Date, timeZone: string): number[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return [value('year'), value('month'), value('day'), value('hour'), value('minute'), value('second')];
}

function offsetMs(instant: Date, timeZone: string): number {
  const [year, month, day, hour, minute, second] = zonedParts(instant, timeZone) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** True when the runtime knows the IANA zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a wall-clock time ('YYYY-MM-DDTHH:mm') of a time zone names, or null when the text is no
 * such time. A time skipped by a daylight-saving change is moved forward by the gap, as clocks are; a
 * time that occurs twice is its first occurrence.
 */
export function zonedLocalToUtc(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offsets a day either side: the instant is the wall-clock time read with one of them.
  const offsets = new Set([offsetMs(new Date(asUtc - DAY_MS), timeZone), offsetMs(new Date(asUtc + DAY_MS), timeZone)]);
  const candidates = [...offsets].map((offset) => asUtc - offset).sort((a, b) => a - b);
  const exact = candidates.find((candidate) => utcToZonedLocal(new Date(candidate), timeZone) === local);
  // None reads back: the time fell in a gap; the offset from before the change moves it forward.
  return new Date(exact ?? candidates.at(-1)!);
}

/** The wall-clock time ('YYYY-MM-DDTHH:mm') of an instant in a time zone: what a schedule field shows. */
export function utcToZonedLocal(instant: Date, timeZone: string): string {
  const [year, month, day, hour, minute] = zonedParts(instant, timeZone) as number[];
  const pad = (n: number | undefined) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** An instant as people of the organisation read it, with the zone named: "Nov 24, 2026, 09:30 EST". */
export function formatInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
}

/**
 * Target states of a post still on its way to the network: waiting for its time or a publisher, or going
 * out. Such a post cannot be archived (it would go out from under the list).
 */
const ON_ITS_WAY_TARGET_STATES: readonly TargetState[] = ['held', 'scheduled', 'queued', 'publishing'];

export function hasTargetOnItsWay(targetStates: readonly TargetState[]): boolean {
  return targetStates.some((state) => ON_ITS_WAY_TARGET_STATES.includes(state));
}
