import type { PublishTarget } from '@roi/contract/integrations';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { PostRecord } from '@roi/contract/posts';
import {
  DEFAULT_TIME_ZONE,
  formatInZone,
  isKnownTimeZone,
  RELEASABLE_TARGET_STATES,
  TARGET_STATE_LABELS,
  utcToZonedLocal,
  type TargetState,
} from '@roi/contract/publishing-rules';
import { publishStatusLabel } from './post-format';

/** The theme colours a filled chip can take. */
export type ChipColor = 'default' | 'primary' | 'info' | 'success' | 'warning' | 'error';

/** Where one post stands with one account, coloured the way the status chip colours a post. */
export const TARGET_STATE_COLORS: Record<TargetState, ChipColor> = {
  held: 'warning',
  scheduled: 'primary',
  queued: 'default',
  publishing: 'info',
  published: 'success',
  failed: 'error',
};

/**
 * Where a published post can be read: LinkedIn's own page (another site, a new tab) or, for the sandbox
 * network, a path of this app ('/sandbox-feed#sandbox-12'). Anything else is shown as text, not followed.
 */
export type PublishedLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

export function publishedLink(url: string | null): PublishedLink | null {
  if (!url) return null;
  if (/^https?:\/\/[^\s]+$/i.test(url)) return { kind: 'external', href: url };
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { kind: 'internal', to: url };
  return null;
}

export interface TargetAction {
  kind: 'retry' | 'publish';
  text: 'Retry' | 'Publish';
  /** Names the account: a row can hold several. */
  label: string;
}

/** What one target offers: Retry for a failure, Publish for one waiting for a publisher; only to those who may. */
export function targetAction(target: Pick<PublishTarget, 'state' | 'display_name'>, canPublish: boolean): TargetAction | null {
  if (!canPublish || !RELEASABLE_TARGET_STATES.includes(target.state)) return null;
  return target.state === 'failed'
    ? { kind: 'retry', text: 'Retry', label: `Retry publishing to ${target.display_name}` }
    : { kind: 'publish', text: 'Publish', label: `Publish to ${target.display_name}` };
}

export interface TargetNote {
  text: string;
  isError: boolean;
}

/** Why a target failed, or why it waits for another try (queued after a failure). */
export function targetNote(target: Pick<PublishTarget, 'state' | 'error'>): TargetNote | null {
  if (!target.error) return null;
  if (target.state === 'failed') return { text: target.error, isError: true };
  if (target.state === 'queued') return { text: target.error, isError: false };
  return null;
}

export function targetStateLabel(state: TargetState): string {
  return TARGET_STATE_LABELS[state];
}

/** States in which a post still waits for its time (held: posted by someone who may not publish). */
const WAITING_STATES: readonly TargetState[] = ['scheduled', 'held'];

/**
 * A posted post that waits for its time: its schedule can still be moved or cancelled. The server's
 * rule: a schedule, and every account still waiting (none gone on yet).
 */
export function isScheduledPost(post: Pick<PostRecord, 'scheduled_at' | 'targets'>): boolean {
  return (
    post.scheduled_at !== null && post.targets.length > 0 && post.targets.every((target) => WAITING_STATES.includes(target.state))
  );
}

interface ScheduleActions {
  canReschedule: boolean;
  canCancel: boolean;
}

interface Viewer {
  userId: number;
  canPublish: boolean;
}

/** Taking a posted post back (the server's rule): whoever may publish, and its author, who may not. */
function mayWithdraw(post: Pick<PostRecord, 'user_id'>, viewer: Viewer): boolean {
  return viewer.canPublish || post.user_id === viewer.userId;
}

/**
 * What the signed-in user may do with a scheduled post (the server's rule): moving it is publishing;
 * taking it back is also its author's, who may not publish.
 */
export function scheduleActionsOf(
  post: Pick<PostRecord, 'scheduled_at' | 'targets' | 'user_id'>,
  viewer: Viewer,
): ScheduleActions {
  if (!isScheduledPost(post)) return { canReschedule: false, canCancel: false };
  return { canReschedule: viewer.canPublish, canCancel: mayWithdraw(post, viewer) };
}

/**
 * A posted post LinkedIn refused for every account that did not go out: it can go back to draft, to
 * be edited (the server refuses when an earlier try may have reached LinkedIn). Its author or anyone
 * who may publish may do it.
 */
export function canReturnToDraft(
  post: Pick<PostRecord, 'targets' | 'user_id'>,
  viewer: Viewer,
): boolean {
  const refused = post.targets.some((target) => target.state === 'failed');
  const untouched = post.targets.every((target) => target.state === 'failed' || target.state === 'held');
  return refused && untouched && mayWithdraw(post, viewer);
}

export interface ListDate {
  /** What the date is, said beside it. */
  label: 'Scheduled' | 'Published' | 'Last changed';
  at: string;
}

/**
 * The date the list shows for a post, named by what it is: when a scheduled post goes out, when a
 * published one first went out, else when it was last changed.
 */
export function listDateOf(post: Pick<PostRecord, 'scheduled_at' | 'targets' | 'updated_at'>): ListDate {
  if (isScheduledPost(post)) return { label: 'Scheduled', at: post.scheduled_at! };
  const [firstPublished] = post.targets.flatMap((target) => (target.published_at ? [target.published_at] : [])).sort();
  if (firstPublished) return { label: 'Published', at: firstPublished };
  return { label: 'Last changed', at: post.updated_at };
}

/** Whether the post has anything to show under 'Publishing': an account it goes to (a schedule has those too). */
export function hasPublishing(post: Pick<PostRecord, 'targets'>): boolean {
  return post.targets.length > 0;
}

/** The zone a post's times are shown in: its organisation's, unless the browser does not know that one. */
export function postTimeZone(post: Pick<PostRecord, 'timezone'>): string {
  return isKnownTimeZone(post.timezone) ? post.timezone : DEFAULT_TIME_ZONE;
}

/** 'Scheduled for Nov 24, 2026, 09:30 EST': when a scheduled post goes out, as its organisation reads it. */
export function scheduledForText(post: Pick<PostRecord, 'scheduled_at' | 'timezone'>): string {
  const instant = new Date(post.scheduled_at ?? '');
  if (Number.isNaN(instant.getTime())) return 'Scheduled';
  return `Scheduled for ${formatInZone(instant, postTimeZone(post))}`;
}

/** What the Reschedule dialog's 'Publish at' starts with: the current schedule on the organisation's clock. */
export function rescheduleStart(post: Pick<PostRecord, 'scheduled_at' | 'timezone'>): string {
  const instant = new Date(post.scheduled_at ?? '');
  return Number.isNaN(instant.getTime()) ? '' : utcToZonedLocal(instant, postTimeZone(post));
}

/** The post's status chip: 'Scheduled' for a posted post none of whose accounts has it yet. */
export function postStatusOf(post: Pick<PostRecord, 'publish_status' | 'targets'>): { label: string; color: ChipColor } {
  const isScheduled =
    post.publish_status === PUBLISH_STATUS.posted && post.targets.length > 0 && post.targets.every((target) => target.state === 'scheduled');
  if (isScheduled) return { label: TARGET_STATE_LABELS.scheduled, color: 'primary' };
  const color = post.publish_status === PUBLISH_STATUS.posted ? 'success' : post.publish_status === PUBLISH_STATUS.draft ? 'warning' : 'info';
  return { label: publishStatusLabel(post.publish_status), color };
}

/**
 * What a screen reader is told when the list, read again, shows an account's state changed:
 * 'Published: Spring sites on Lakeside EDO'. Only accounts shown before and after count, so a new
 * page or filter says nothing.
 */
export function targetStateChanges(
  before: readonly Pick<PostRecord, 'targets'>[],
  after: readonly Pick<PostRecord, 'campaign_name' | 'targets'>[],
): string[] {
  const previous = new Map(before.flatMap((post) => post.targets.map((target) => [target.id, target.state] as const)));
  return after.flatMap((post) =>
    post.targets
      .filter((target) => previous.has(target.id) && previous.get(target.id) !== target.state)
      .map((target) => `${targetStateLabel(target.state)}: ${post.campaign_name} on ${target.display_name}`),
  );
}

/** How often the list asks again while something is going out. */
const PUBLISHING_POLL_MS = 3_000;
/** A scheduled target this close to its time is about to go out. */
const DUE_SOON_MS = 60_000;

function isMoving(target: Pick<PublishTarget, 'state' | 'due_at'>, scheduledAt: string | null, nowMs: number): boolean {
  if (target.state === 'queued' || target.state === 'publishing') return true;
  if (target.state !== 'scheduled') return false;
  const due = Date.parse(target.due_at ?? scheduledAt ?? '');
  return Number.isFinite(due) && due - nowMs <= DUE_SOON_MS;
}

type PolledPost = Pick<PostRecord, 'targets' | 'scheduled_at'>;

/** True while any post of the page is going out, or is due to within the next minute. */
export function isAnyPostPublishing(posts: readonly PolledPost[], now: Date): boolean {
  const nowMs = now.getTime();
  return posts.some((post) => post.targets.some((target) => isMoving(target, post.scheduled_at, nowMs)));
}

/** The longest wait a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When the list asks again by itself: every 3 s while something is going out; otherwise once, a minute
 * before the next scheduled post is due (polling then starts); never when nothing is on its way.
 */
export function listRefetchInterval(posts: readonly PolledPost[], now: Date): number | false {
  if (isAnyPostPublishing(posts, now)) return PUBLISHING_POLL_MS;
  const dues = posts.flatMap((post) =>
    post.targets.filter((target) => target.state === 'scheduled').map((target) => Date.parse(target.due_at ?? post.scheduled_at ?? '')),
  );
  const next = Math.min(...dues.filter(Number.isFinite));
  if (!Number.isFinite(next)) return false;
  return Math.min(Math.max(next - DUE_SOON_MS - now.getTime(), PUBLISHING_POLL_MS), MAX_TIMER_MS);
}
