import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { QueueSlot } from '@roi/contract/scheduling';
import { POST_EXCERPT_CHARS, PUBLISH_STATUS } from '@roi/contract/post-rules';
import { REVIEW_CALENDAR_STATES, type CalendarState } from '@roi/contract/scheduling';
import type { Database } from '../../db/database.js';
import {
  campaigns,
  connectionExpiryNotices,
  integrations,
  organizations,
  postReviews,
  postStatistics,
  posts,
  integrationAccounts,
  publications,
  queueSlots,
  roles,
  users,
} from '../../db/schema.js';
import { goesToAccount } from '../approvals/approvals.repository.js';

export interface CalendarFilter {
  /** One organisation, or every one (undefined) for the agency. */
  organizationId: number | undefined;
  from: Date;
  to: Date;
  campaignId?: number;
  accountId?: number;
  state?: CalendarState;
}

/**
 * A posted post's state taken from its targets, the one that needs attention first: a failure, then
 * whatever is still moving, then what waits; published only when every target is. A draft on the
 * calendar is a draft whatever else it holds.
 */
const calendarState = sql<CalendarState>`case when ${posts.publishStatus} = ${PUBLISH_STATUS.draft} then 'draft' else (
  select case
    when bool_or(${publications.state} = 'failed') then 'failed'
    when bool_or(${publications.state} = 'publishing') then 'publishing'
    when bool_or(${publications.state} = 'queued') then 'queued'
    when bool_or(${publications.state} = 'held') then 'held'
    when bool_or(${publications.state} = 'scheduled') then 'scheduled'
    else 'published' end
  from ${publications} where ${publications.postId} = ${posts.id}) end`;

function calendarConditions(filter: CalendarFilter): SQL | undefined {
  return and(
    filter.organizationId === undefined ? undefined : eq(posts.organizationId, filter.organizationId),
    isNull(posts.archivedAt),
    gte(posts.calendarAt, filter.from),
    lt(posts.calendarAt, filter.to),
    // Drafts only with a planned date; setups never.
    sql`${posts.publishStatus} <> ${PUBLISH_STATUS.initial}`,
    filter.campaignId === undefined ? undefined : eq(posts.campaignId, filter.campaignId),
    filter.accountId === undefined
      ? undefined
      : sql`exists (select 1 from ${publications} where ${publications.postId} = ${posts.id} and ${publications.accountId} = ${filter.accountId})`,
    filter.state === undefined ? undefined : sql`(${calendarState}) = ${filter.state}`,
    // A draft whose latest review asks for a time is shown at that time (listReviewedDrafts), not
    // also at its planned date.
    sql`not (${posts.publishStatus} = ${PUBLISH_STATUS.draft} and exists (
      select 1 from ${postReviews} latest
      where latest.post_id = ${posts.id} and latest.schedule_at is not null
        and latest.state in (${sql.join(REVIEW_CALENDAR_STATES.map((state) => sql`${state}`), sql`, `)})
        and not exists (select 1 from ${postReviews} later where later.post_id = latest.post_id and later.id > latest.id)))`,
  );
}

/**
 * The posts of a range in time order, at most `limit` of them: the posted ones and dated drafts read on
 * the range index, and the drafts whose review asks for a time in the range.
 */
export async function listCalendarPosts(db: Database, filter: CalendarFilter, limit: number) {
  const wantsReviews = filter.state === undefined || (REVIEW_CALENDAR_STATES as readonly CalendarState[]).includes(filter.state);
  const wantsPosts = filter.state === undefined || !wantsReviews;
  const [dated, reviewed] = await Promise.all([
    wantsPosts ? listDatedPosts(db, filter, limit) : [],
    wantsReviews ? listReviewedDrafts(db, filter, limit) : [],
  ]);
  return [...dated, ...reviewed]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.postId - b.postId)
    .slice(0, limit);
}

async function listDatedPosts(db: Database, filter: CalendarFilter, limit: number) {
  return db
    .select({
      postId: posts.id,
      organizationId: posts.organizationId,
      organizationName: organizations.name,
      timezone: organizations.timezone,
      campaignId: posts.campaignId,
      campaignName: campaigns.name,
      excerpt: sql<string>`left(${posts.contentText}, ${POST_EXCERPT_CHARS})`,
      notBefore: posts.notBefore,
      state: calendarState,
      scheduledAt: posts.scheduledAt,
      inReview: sql<boolean>`exists (select 1 from ${postReviews} where ${postReviews.postId} = ${posts.id} and ${postReviews.state} = 'in_review')`,
      // Never null here (the range holds it): read as a Date, as the reviewed drafts' time is.
      at: sql`${posts.calendarAt}`.mapWith(posts.calendarAt),
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(calendarConditions(filter))
    .orderBy(asc(posts.calendarAt), asc(posts.id))
    .limit(limit);
}

/**
 * Drafts whose latest review asks for a time in the range: in review, or expired because the time came
 * first. A later review (a new submission) takes the place of an expired one.
 */
async function listReviewedDrafts(db: Database, filter: CalendarFilter, limit: number) {
  return db
    .select({
      postId: posts.id,
      organizationId: posts.organizationId,
      organizationName: organizations.name,
      timezone: organizations.timezone,
      campaignId: posts.campaignId,
      campaignName: campaigns.name,
      excerpt: sql<string>`left(${posts.contentText}, ${POST_EXCERPT_CHARS})`,
      notBefore: posts.notBefore,
      state: sql<CalendarState>`${postReviews.state}`,
      scheduledAt: sql<Date | null>`null`.mapWith(posts.scheduledAt),
      inReview: sql<boolean>`true`,
      at: sql`${postReviews.scheduleAt}`.mapWith(posts.postedAt),
    })
    .from(postReviews)
    .innerJoin(posts, eq(posts.id, postReviews.postId))
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .where(
      and(
        filter.organizationId === undefined ? undefined : eq(postReviews.organizationId, filter.organizationId),
        inArray(postReviews.state, filter.state === undefined ? [...REVIEW_CALENDAR_STATES] : [filter.state as (typeof REVIEW_CALENDAR_STATES)[number]]),
        gte(postReviews.scheduleAt, filter.from),
        lt(postReviews.scheduleAt, filter.to),
        isNull(posts.archivedAt),
        eq(posts.publishStatus, PUBLISH_STATUS.draft),
        filter.campaignId === undefined ? undefined : eq(posts.campaignId, filter.campaignId),
        // A review goes to the accounts chosen when it was submitted.
        goesToAccount(filter.accountId),
        sql`not exists (select 1 from ${postReviews} later where later.post_id = ${postReviews.postId} and later.id > ${postReviews.id})`,
      ),
    )
    .orderBy(asc(postReviews.scheduleAt), asc(posts.id))
    .limit(limit);
}

export async function findQueueSlots(db: Database, organizationId: number): Promise<QueueSlot[]> {
  return db
    .select({ weekday: queueSlots.weekday, time: queueSlots.time })
    .from(queueSlots)
    .where(eq(queueSlots.organizationId, organizationId))
    .orderBy(asc(queueSlots.weekday), asc(queueSlots.time));
}

export async function replaceQueueSlots(db: Database, organizationId: number, slots: readonly QueueSlot[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(queueSlots).where(eq(queueSlots.organizationId, organizationId));
    if (slots.length > 0) await tx.insert(queueSlots).values(slots.map((slot) => ({ organizationId, ...slot })));
  });
}

/** The times the organisation's posts are scheduled at within a range: the queue times they hold. */
export async function findScheduledTimes(db: Database, organizationId: number, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ scheduledAt: posts.scheduledAt })
    .from(posts)
    .where(
      and(
        eq(posts.organizationId, organizationId),
        isNull(posts.archivedAt),
        isNotNull(posts.scheduledAt),
        gte(posts.calendarAt, from),
        lt(posts.calendarAt, to),
        eq(posts.publishStatus, PUBLISH_STATUS.posted),
      ),
    );
  return new Set(rows.map((row) => row.scheduledAt!.getTime()));
}

/** A post some account of which failed: it waits for Retry or Back to draft. */
const hasFailedTarget = sql`exists (select 1 from ${publications} where ${publications.postId} = ${posts.id} and ${publications.state} = 'failed')`;

/** Failed posts of one organisation, or of every one (undefined) for the agency. */
function failedPostConditions(organizationId: number | undefined): SQL | undefined {
  return and(organizationId === undefined ? undefined : eq(posts.organizationId, organizationId), isNull(posts.archivedAt), hasFailedTarget);
}

/** Posts of the organisation some account of which failed: each waits for Retry or Back to draft. */
export async function countFailedPosts(db: Database, organizationId: number | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(posts).where(failedPostConditions(organizationId));
  return row!.total;
}

/** The failed posts of every organisation, counted by organisation (none failed: absent). */
export async function countFailedPostsByOrganization(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ organizationId: posts.organizationId, total: count() })
    .from(posts)
    .where(failedPostConditions(undefined))
    .groupBy(posts.organizationId);
  return new Map(rows.map((row) => [row.organizationId, row.total]));
}

/** The most recent failed posts, latest first, at most `limit`. */
export async function listFailedPosts(db: Database, organizationId: number | undefined, limit: number) {
  return db
    .select({
      postId: posts.id,
      organizationId: posts.organizationId,
      organizationName: organizations.name,
      excerpt: sql<string>`left(${posts.contentText}, ${POST_EXCERPT_CHARS})`,
      at: sql`coalesce(${posts.scheduledAt}, ${posts.postedAt}, ${posts.createdAt})`.mapWith(posts.createdAt),
    })
    .from(posts)
    .innerJoin(organizations, eq(organizations.id, posts.organizationId))
    .where(failedPostConditions(organizationId))
    .orderBy(desc(sql`coalesce(${posts.scheduledAt}, ${posts.postedAt}, ${posts.createdAt})`), desc(posts.id))
    .limit(limit);
}

/** When a connection ends: its refresh token's end when it has one, else its access token's. */
const connectionEnd = sql<Date>`case when ${integrations.refreshToken} is not null and ${integrations.refreshTokenExpiresAt} is not null
  then ${integrations.refreshTokenExpiresAt} else ${integrations.accessTokenExpiresAt} end`;

/** Live connections (of the network in use) of every organisation that end after `from` and by `to`. */
export async function findConnectionsEndingWithin(db: Database, from: Date, to: Date, isSandbox: boolean) {
  return db
    .select({
      id: integrations.id,
      organizationId: integrations.organizationId,
      organizationName: organizations.name,
      timezone: organizations.timezone,
      displayName: integrations.displayName,
      expiresAt: sql`${connectionEnd}`.mapWith(integrations.accessTokenExpiresAt),
    })
    .from(integrations)
    .innerJoin(organizations, eq(organizations.id, integrations.organizationId))
    .where(
      and(
        isNull(integrations.disconnectedAt),
        isNotNull(integrations.accessToken),
        eq(integrations.isSandbox, isSandbox),
        sql`${connectionEnd} > ${from}`,
        sql`${connectionEnd} <= ${to}`,
      ),
    );
}

/** Records the reminder of a connection's expiry; false when it was recorded already (sent before). */
export async function recordExpiryNotice(db: Database, integrationId: number, organizationId: number, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(connectionExpiryNotices)
    .values({ integrationId, organizationId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: connectionExpiryNotices.id });
  return inserted.length > 0;
}

/** The active admins of an organisation: who hears of what needs an admin's hand. */
export async function findOrganizationAdmins(db: Database, organizationId: number) {
  return db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), eq(roles.level, 'admin')))
    .orderBy(asc(users.id));
}

/** When each of the organisation's posts since `since` went out on an account, and the engagement LinkedIn counted for it. */
export async function findPublishedResults(db: Database, organizationId: number, since: Date) {
  return db
    .select({ publishedAt: sql<Date>`${publications.publishedAt}`.mapWith(publications.publishedAt), engagement: postStatistics.engagement })
    .from(publications)
    .innerJoin(postStatistics, eq(postStatistics.publicationId, publications.id))
    .where(and(eq(publications.organizationId, organizationId), gte(publications.publishedAt, since)));
}

/**
 * What LinkedIn's refusals of the organisation's failed posts say about posting at all: whether it
 * answered that the API version is retired (426), and which accounts it no longer lets the product post
 * as (403), each named once.
 */
export async function findRefusalsOfFailedPosts(db: Database, organizationId: number) {
  const rows = await db
    .selectDistinct({ status: publications.lastStatus, accountId: publications.accountId, displayName: integrationAccounts.displayName })
    .from(publications)
    .innerJoin(integrationAccounts, eq(integrationAccounts.id, publications.accountId))
    .where(and(eq(publications.organizationId, organizationId), eq(publications.state, 'failed'), inArray(publications.lastStatus, [403, 426])));
  return {
    versionRetired: rows.some((row) => row.status === 426),
    accountsRefused: rows.filter((row) => row.status === 403).map((row) => ({ id: row.accountId, display_name: row.displayName })),
  };
}
