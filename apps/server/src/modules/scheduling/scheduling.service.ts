import { DAY_MS } from '@roi/contract/constants';
import { DEFAULT_TIME_ZONE, SCHEDULE_MAX_DAYS_AHEAD } from '@roi/contract/publishing-rules';
import {
  CALENDAR_ITEMS_MAX,
  type CalendarItem,
  type CalendarQuery,
  type CalendarResponse,
  type QueueSlot,
  type QueueSlotsSaveRequest,
  type SuggestedTimes,
  GENERAL_POSTING_TIMES,
  hasLinkedInVersionAgedOut,
  SUGGESTED_TIMES_COUNT,
  TOKEN_WARNING_DAYS,
} from '@roi/contract/scheduling';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertOrganizationInScope, assertPermission, hasPermission } from '../access/access.service.js';
import { findOrganizationSummary } from '../integrations/integrations.repository.js';
import { findTargetsByPost } from '../publishing/publishing.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { nextFreeTimes, orderedSlots } from './queue-times.js';
import { bestHoursFromResults, resultsSince, RESULTS_MIN_POSTS } from './suggested-times.js';
import {
  countFailedPosts,
  findPublishedResults,
  findQueueSlots,
  findRefusalsOfFailedPosts,
  findScheduledTimes,
  listCalendarPosts,
  replaceQueueSlots,
} from './scheduling.repository.js';
import { findConnectionsEndingBy } from '../integrations/integrations.service.js';

/**
 * States in which a post may still be moved to another time: it waits, and nothing of it went out; or it
 * is a draft whose planned date is only a note, unless its approval chain holds it.
 */
const MOVABLE_STATES: readonly CalendarItem['state'][] = ['scheduled', 'held', 'draft'];

/**
 * The calendar's posts of a range: the caller's organisation, or for agency users the one they chose or
 * every one. Each post carries its targets and whether the caller may move it.
 */
export async function findCalendar(
  services: Services,
  caller: Caller,
  query: CalendarQuery,
): Promise<Omit<CalendarResponse, 'error' | 'status_code' | 'message'>> {
  await assertPermission(services, caller, 'schedulingView');
  const organizationId = await shownOrganization(services, caller, query.organizationId);
  const organization = organizationId === undefined ? undefined : await organizationSummary(services, organizationId);

  const rows = await listCalendarPosts(
    services.db,
    {
      organizationId,
      from: new Date(query.from),
      to: new Date(query.to),
      campaignId: query.campaignId,
      accountId: query.accountId,
      state: query.state,
    },
    CALENDAR_ITEMS_MAX + 1,
  );
  const shown = rows.slice(0, CALENDAR_ITEMS_MAX);
  const targets = await findTargetsByPost(services, shown.map((row) => row.postId));
  const mayMove = await hasPermission(services, caller, 'postsPublish');
  return {
    records: shown.map((row) => ({
      post_id: row.postId,
      organization_id: row.organizationId,
      organization_name: row.organizationName,
      timezone: row.timezone ?? DEFAULT_TIME_ZONE,
      campaign_id: row.campaignId,
      campaign_name: row.campaignName,
      excerpt: row.excerpt,
      not_before: row.notBefore?.toISOString() ?? null,
      state: row.state,
      at: row.at.toISOString(),
      targets: targets.get(row.postId) ?? [],
      can_move: mayMove && row.scheduledAt !== null && !row.inReview && MOVABLE_STATES.includes(row.state),
    })),
    truncated: rows.length > CALENDAR_ITEMS_MAX,
    timezone: organization ? (organization.timezone ?? DEFAULT_TIME_ZONE) : null,
    timezone_set: organization?.timezone != null,
    queue_slots: organizationId === undefined ? [] : await findQueueSlots(services.db, organizationId),
  };
}

/** The organisation a call is about: the one named (agency users; others may name only their own), or theirs. */
export async function shownOrganization(services: Services, caller: Caller, named: number | undefined): Promise<number | undefined> {
  if (named !== undefined) await assertOrganizationInScope(services, caller, named);
  return isAgencyUser(caller) ? named : caller.organizationId;
}

async function organizationSummary(services: Services, organizationId: number) {
  const organization = await findOrganizationSummary(services.db, organizationId);
  if (!organization) throw new AppError(404, 'organizationNotFound');
  return organization;
}

async function queueAnswer(services: Services, organizationId: number) {
  const organization = await organizationSummary(services, organizationId);
  return {
    records: await findQueueSlots(services.db, organizationId),
    timezone: organization.timezone ?? DEFAULT_TIME_ZONE,
    timezone_set: organization.timezone !== null,
  };
}

/** An organisation's weekly posting times; agency users name the organisation, or see their own. */
export async function findQueue(services: Services, caller: Caller, organizationId: number | undefined) {
  await assertPermission(services, caller, 'schedulingView');
  return queueAnswer(services, (await shownOrganization(services, caller, organizationId)) ?? caller.organizationId);
}

export async function saveQueue(services: Services, caller: Caller, request: QueueSlotsSaveRequest) {
  await assertPermission(services, caller, 'schedulingPublish');
  const organizationId = (await shownOrganization(services, caller, request.organization_id)) ?? caller.organizationId;
  await organizationSummary(services, organizationId);
  const slots: QueueSlot[] = orderedSlots(request.slots);
  await replaceQueueSlots(services.db, organizationId, slots);
  await recordAudit(services.db, {
    event: 'scheduling.queue_saved',
    actorUserId: caller.userId,
    organizationId,
    ip: caller.ip,
    detail: { slots: slots.length },
  });
  return queueAnswer(services, organizationId);
}

/**
 * Where "Add to queue" puts a post: the organisation's next queue time no scheduled post holds, as a
 * wall-clock time of its zone, for the schedule's own rules to check like any other.
 */
export async function nextQueueTime(services: Services, organizationId: number): Promise<string> {
  const slots = await findQueueSlots(services.db, organizationId);
  if (slots.length === 0) throw new AppError(409, 'queueNotSet');
  const organization = await organizationSummary(services, organizationId);
  const now = new Date();
  const taken = await findScheduledTimes(services.db, organizationId, now, new Date(now.getTime() + (SCHEDULE_MAX_DAYS_AHEAD + 1) * DAY_MS));
  const [local] = nextFreeTimes(slots, organization.timezone ?? DEFAULT_TIME_ZONE, taken, now, 1);
  if (local === undefined) throw new AppError(409, 'queueFull');
  return local;
}

/**
 * The next free times to suggest for a post of the organisation (docs/product/scheduling.md#suggested-times):
 * the hours of the week its own posts of the last 16 weeks did best in, once enough of them have
 * LinkedIn's results; until then general guidance for LinkedIn business audiences, said to be so.
 */
export async function suggestTimes(services: Services, caller: Caller, organizationId: number): Promise<SuggestedTimes> {
  await assertPermission(services, caller, 'postsCreate');
  await assertOrganizationInScope(services, caller, organizationId);
  const organization = await organizationSummary(services, organizationId);
  const timezone = organization.timezone ?? DEFAULT_TIME_ZONE;
  const now = new Date();
  const [taken, results] = await Promise.all([
    findScheduledTimes(services.db, organizationId, now, new Date(now.getTime() + (SCHEDULE_MAX_DAYS_AHEAD + 1) * DAY_MS)),
    findPublishedResults(services.db, organizationId, resultsSince(now)),
  ]);
  const bestHours = bestHoursFromResults(results, timezone, SUGGESTED_TIMES_COUNT);
  if (bestHours.length > 0) {
    return {
      source: 'own_results',
      explanation: `From your own results: the hours of the week in which your ${results.length} posts of the last 16 weeks had the highest engagement on LinkedIn.`,
      times: nextFreeTimes(bestHours, timezone, taken, now, SUGGESTED_TIMES_COUNT),
      timezone,
    };
  }
  return {
    source: 'general',
    explanation: `General guidance for LinkedIn business audiences: mid-week mornings and lunchtimes. Suggestions from your own posts’ results replace it once ${RESULTS_MIN_POSTS} of them have LinkedIn’s results.`,
    times: nextFreeTimes(GENERAL_POSTING_TIMES, timezone, taken, now, SUGGESTED_TIMES_COUNT),
    timezone,
  };
}

/**
 * What would stop the organisation's posts going out: for the Scheduling screen, and wherever a post is
 * written or published (the posts list, the editor), so whoever may write posts is told as well.
 */
export async function findHealth(services: Services, caller: Caller, organizationId: number | undefined) {
  if (!(await hasPermission(services, caller, 'postsCreate'))) await assertPermission(services, caller, 'schedulingView');
  const shown = (await shownOrganization(services, caller, organizationId)) ?? caller.organizationId;
  const organization = await organizationSummary(services, shown);
  const now = new Date();
  const ending = await findConnectionsEndingBy(services, shown, new Date(now.getTime() + TOKEN_WARNING_DAYS * DAY_MS));
  const version = services.network.isSandbox ? null : services.config.linkedin.version;
  const refusals = await findRefusalsOfFailedPosts(services.db, shown);
  return {
    expiring: ending.map((connection) => ({
      id: connection.id,
      display_name: connection.displayName,
      sandbox: connection.isSandbox,
      expires_at: connection.expiresAt.toISOString(),
      state: connection.expiresAt.getTime() <= now.getTime() ? ('expired' as const) : ('expiring' as const),
    })),
    timezone: organization.timezone ?? DEFAULT_TIME_ZONE,
    linkedin_version: version,
    linkedin_version_outdated: version !== null && hasLinkedInVersionAgedOut(version, now),
    linkedin_version_retired: refusals.versionRetired,
    accounts_refused: refusals.accountsRefused,
    failed_posts: await countFailedPosts(services.db, shown),
  };
}
