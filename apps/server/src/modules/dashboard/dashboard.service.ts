import { AGENCY_ORG_ID, DAY_MS } from '@roi/contract/constants';
import {
  DASHBOARD_AHEAD_DAYS,
  DASHBOARD_CARD_ITEMS,
  DASHBOARD_RESULTS_DAYS,
  type ClientRow,
  type Dashboard,
  type DashboardQuery,
  type OnboardingChecklistStep,
  type RecentResults,
} from '@roi/contract/dashboard';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import { CALENDAR_ITEMS_MAX, TOKEN_WARNING_DAYS } from '@roi/contract/scheduling';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, hasPermission } from '../access/access.service.js';
import { findOverview } from '../analytics/analytics.service.js';
import { countWaitingByOrganization, findReviews } from '../approvals/approvals.service.js';
import { unreadMentions } from '../notifications/notifications.service.js';
import { findConnectedIntegrations, findOrganizationSummary } from '../integrations/integrations.repository.js';
import { findConnectionsEndingBy } from '../integrations/integrations.service.js';
import { findOnboarding, findOrganizationRecord } from '../organizations/organizations.repository.js';
import { listOrganizationNames } from '../organizations/organizations.repository.js';
import { countListedPosts } from '../posts/posts.repository.js';
import {
  countFailedPosts,
  countFailedPostsByOrganization,
  findConnectionsEndingWithin,
  listCalendarPosts,
  listFailedPosts,
} from '../scheduling/scheduling.repository.js';
import { shownOrganization } from '../scheduling/scheduling.service.js';

type Card<Item> = { count: number; items: Item[] };

/** The first few of a list, with how many it holds. */
function cardOf<Item>(all: readonly Item[]): Card<Item> {
  return { count: all.length, items: all.slice(0, DASHBOARD_CARD_ITEMS) };
}

/**
 * The dashboard of the caller: one organisation's (their own, or the client an agency user chose), or
 * for an agency user without a choice every client's. Each card is read through the service or
 * repository of the screen that owns it, and only when the caller's menu grants that screen; a card they
 * may not see is null, so the page leaves it out.
 */
export async function findDashboard(services: Services, caller: Caller, query: DashboardQuery): Promise<Dashboard> {
  await assertPermission(services, caller, 'dashboardView');
  const organizationId = await shownOrganization(services, caller, query.organizationId);
  const organization = organizationId === undefined ? undefined : await findOrganizationSummary(services.db, organizationId);
  if (organizationId !== undefined && !organization) throw new AppError(404, 'organizationNotFound');

  const [mayApprove, mayViewPosts, mayCreatePosts, maySchedule, mayAnalyse] = await Promise.all([
    hasPermission(services, caller, 'approvalView'),
    hasPermission(services, caller, 'postsView'),
    hasPermission(services, caller, 'postsCreate'),
    hasPermission(services, caller, 'schedulingView'),
    hasPermission(services, caller, 'analyticsView'),
  ]);
  const now = new Date();
  const ahead = new Date(now.getTime() + DASHBOARD_AHEAD_DAYS * DAY_MS);

  const waiting = mayApprove ? await findReviews(services, caller, { tab: 'waiting', organization_id: query.organizationId }) : null;
  // Counted apart from the list, which stops at the newest 50.
  const waitingCounts = mayApprove ? await countWaitingByOrganization(services, caller, query.organizationId) : null;
  const upcoming = maySchedule ? await listCalendarPosts(services.db, { organizationId, from: now, to: ahead }, CALENDAR_ITEMS_MAX) : null;
  const expiring = maySchedule ? await expiringConnections(services, organizationId, now) : null;

  return {
    organization_id: organizationId ?? null,
    organization_name: organization?.name ?? null,
    can_create_post: mayCreatePosts,
    waiting_approvals: waiting && waitingCounts && {
      count: [...waitingCounts.values()].reduce((sum, count) => sum + count, 0),
      items: waiting.slice(0, DASHBOARD_CARD_ITEMS).map((record) => ({
        post_id: record.post.post_id,
        organization_id: record.post.organization_id,
        organization_name: record.post.organization_name,
        excerpt: record.post.text,
        at: record.review.submitted_at,
        author_name: record.post.author_name,
        step_name: record.review.step_name,
      })),
    },
    rejected_posts: mayApprove ? await rejectedPosts(services, caller, query.organizationId) : null,
    mentions: await unreadMentions(services, caller, organizationId, DASHBOARD_CARD_ITEMS),
    results: mayAnalyse && organizationId !== undefined ? await recentResults(services, caller, organizationId, now) : null,
    failed_posts: mayViewPosts ? await failedPosts(services, organizationId) : null,
    expiring_connections: expiring && cardOf(expiring),
    upcoming:
      upcoming &&
      cardOf(
        upcoming.map((row) => ({
          post_id: row.postId,
          organization_id: row.organizationId,
          organization_name: row.organizationName,
          excerpt: row.excerpt,
          at: row.at.toISOString(),
          state: row.state,
        })),
      ),
    onboarding: organizationId === caller.organizationId ? await onboardingChecklist(services, caller, mayCreatePosts) : null,
    clients:
      isAgencyUser(caller) && organizationId === undefined
        ? await clientRows(services, { waitingCounts, upcoming, expiring, mayViewPosts })
        : null,
  };
}

/** The organisation's pages' results of the last days against as many days before, from Analytics. */
async function recentResults(services: Services, caller: Caller, organizationId: number, now: Date): Promise<RecentResults> {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (DASHBOARD_RESULTS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const [overview] = (await findOverview(services, caller, { from, to, organizationId })).organizations;
  return {
    from,
    to,
    totals: overview?.totals ?? null,
    previous: overview?.previous ?? null,
    followers: overview?.followers ?? null,
    followers_previous: overview?.followers_previous ?? null,
  };
}

/**
 * The caller's own posts whose latest review was rejected and that are not posted since: each waits for
 * its author to revise and resubmit it. Their submissions come newest first, so a post's first is its latest.
 */
async function rejectedPosts(services: Services, caller: Caller, organizationId: number | undefined) {
  const mine = await findReviews(services, caller, { tab: 'mine', organization_id: organizationId });
  const seen = new Set<number>();
  const latest = mine.filter((record) => !seen.has(record.post.post_id) && seen.add(record.post.post_id));
  return cardOf(
    latest
      .filter((record) => record.review.state === 'rejected' && record.post.publish_status !== PUBLISH_STATUS.posted)
      .map((record) => ({
        post_id: record.post.post_id,
        organization_id: record.post.organization_id,
        organization_name: record.post.organization_name,
        excerpt: record.post.text,
        at: record.review.submitted_at,
        reason: record.review.rejection ?? '',
      })),
  );
}

async function failedPosts(services: Services, organizationId: number | undefined) {
  const [total, rows] = await Promise.all([
    countFailedPosts(services.db, organizationId),
    listFailedPosts(services.db, organizationId, DASHBOARD_CARD_ITEMS),
  ]);
  return {
    count: total,
    items: rows.map((row) => ({
      post_id: row.postId,
      organization_id: row.organizationId,
      organization_name: row.organizationName,
      excerpt: row.excerpt,
      at: row.at.toISOString(),
    })),
  };
}

/** Live connections that end within the warning days or have ended: one organisation's, or every one's. */
async function expiringConnections(services: Services, organizationId: number | undefined, now: Date) {
  const by = new Date(now.getTime() + TOKEN_WARNING_DAYS * DAY_MS);
  const ending =
    organizationId === undefined
      ? await findConnectionsEndingWithin(services.db, new Date(0), by, services.network.isSandbox)
      : (await findConnectionsEndingBy(services, organizationId, by)).map((connection) => ({ ...connection, organizationId }));
  return ending
    .map((connection) => ({
      id: connection.id,
      organization_id: connection.organizationId,
      display_name: connection.displayName,
      expires_at: connection.expiresAt.toISOString(),
      state: connection.expiresAt.getTime() <= now.getTime() ? ('expired' as const) : ('expiring' as const),
    }))
    .sort((a, b) => a.expires_at.localeCompare(b.expires_at));
}

/**
 * The setup steps the caller's new organisation has not done, for someone who may do them: offered to
 * organisations that signed up (those made before never were), until each step is done or the
 * onboarding is dismissed.
 */
async function onboardingChecklist(services: Services, caller: Caller, mayCreatePosts: boolean): Promise<Dashboard['onboarding']> {
  const state = (await findOnboarding(services.db, caller.organizationId))?.state;
  if ((state !== 'offered' && state !== 'finished') || !(await hasPermission(services, caller, 'orgSettingsEdit'))) return null;
  const [connections, organization, posts, mayInvite] = await Promise.all([
    findConnectedIntegrations(services.db, caller.organizationId, services.network.isSandbox),
    findOrganizationRecord(services.db, caller.organizationId),
    countListedPosts(services.db, caller.organizationId),
    hasPermission(services, caller, 'usersCreate'),
  ]);
  const done: Record<OnboardingChecklistStep, boolean> = {
    connect_linkedin: connections.length > 0,
    brand: Boolean(organization?.company_logo_url || organization?.primary_color),
    first_post: !mayCreatePosts || posts > 0,
    invite_team: !mayInvite || (organization?.user_count ?? 0) > 1,
  };
  const steps = (Object.keys(done) as OnboardingChecklistStep[]).filter((step) => !done[step]);
  return steps.length > 0 ? { steps } : null;
}

/**
 * Every client's state for an agency user, from what the cards read already (at most as many reviews
 * and calendar posts as those screens list) and one grouped count of failed posts.
 */
async function clientRows(
  services: Services,
  read: {
    waitingCounts: Map<number, number> | null;
    upcoming: { organizationId: number; at: Date }[] | null;
    expiring: { organization_id: number }[] | null;
    mayViewPosts: boolean;
  },
): Promise<ClientRow[]> {
  const [organizations, failed] = await Promise.all([
    listOrganizationNames(services.db, undefined),
    read.mayViewPosts ? countFailedPostsByOrganization(services.db) : null,
  ]);
  const countBy = <Row>(rows: Row[] | null, organizationOf: (row: Row) => number, organizationId: number) =>
    rows && rows.filter((row) => organizationOf(row) === organizationId).length;
  return organizations
    .filter((organization) => organization.id !== AGENCY_ORG_ID)
    .map((organization) => ({
      organization_id: organization.id,
      organization_name: organization.organization_name,
      waiting_approvals: read.waitingCounts && (read.waitingCounts.get(organization.id) ?? 0),
      failed_posts: failed && (failed.get(organization.id) ?? 0),
      expiring_connections: countBy(read.expiring, (connection) => connection.organization_id, organization.id),
      next_scheduled_at: read.upcoming?.find((row) => row.organizationId === organization.id)?.at.toISOString() ?? null,
    }));
}
