import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsGrouping } from '@roi/contract/analytics';
import type { Database } from '../../db/database.js';
import {
  analyticsCollections,
  campaigns,
  followerCountsDaily,
  followerDemographics,
  integrationAccounts,
  integrations,
  organizations,
  pageStatisticsDaily,
  posts,
  postStatistics,
  publications,
  trackedLinkClicksDaily,
} from '../../db/schema.js';

/** Sums of the share counts, as numbers (PostgreSQL answers sums of integers as text); clicks null when none were counted. */
function countSums(table: typeof pageStatisticsDaily | typeof postStatistics) {
  return {
    impressions: sql<number>`coalesce(sum(${table.impressions}), 0)::int`,
    uniqueImpressions: sql<number>`coalesce(sum(${table.uniqueImpressions}), 0)::int`,
    // SUM leaves out the posts LinkedIn counted no clicks on, and is null when it counted none of them.
    clicks: sql<number | null>`sum(${table.clicks})::int`,
    reactions: sql<number>`coalesce(sum(${table.reactions}), 0)::int`,
    comments: sql<number>`coalesce(sum(${table.comments}), 0)::int`,
    reposts: sql<number>`coalesce(sum(${table.reposts}), 0)::int`,
  };
}
export type CountSums = { impressions: number; uniqueImpressions: number; clicks: number | null; reactions: number; comments: number; reposts: number };

/** The organisation's pages' counts per day of the range: read by the (organisation, day) index, whatever the number of posts. */
export async function findDailyCounts(db: Database, organizationId: number, from: string, to: string) {
  return db
    .select({ day: pageStatisticsDaily.day, ...countSums(pageStatisticsDaily) })
    .from(pageStatisticsDaily)
    .where(and(eq(pageStatisticsDaily.organizationId, organizationId), between(pageStatisticsDaily.day, from, to)))
    .groupBy(pageStatisticsDaily.day)
    .orderBy(asc(pageStatisticsDaily.day));
}

/** The followers of the organisation's pages on the latest day collected in the range; null when none was. */
export async function findFollowers(db: Database, organizationId: number, from: string, to: string): Promise<number | null> {
  const result = (await db.execute(sql`
    select sum(followers)::int as followers from (
      select distinct on (account_id) followers from ${followerCountsDaily}
      where organization_id = ${organizationId} and day between ${from} and ${to}
      order by account_id, day desc
    ) latest`)) as { rows: { followers: number | null }[] };
  const followers = result.rows[0]?.followers;
  return followers === null || followers === undefined ? null : Number(followers);
}

/** Each page and member profile collected for the organisation, with what stands in the way of reading it. */
export async function findCollectedPages(db: Database, organizationId: number) {
  return db
    .select({
      accountId: analyticsCollections.accountId,
      displayName: integrationAccounts.displayName,
      accountType: integrationAccounts.accountType,
      isSandbox: integrations.isSandbox,
      lastCollectedAt: analyticsCollections.lastCollectedAt,
      unreadable: analyticsCollections.unreadable,
    })
    .from(analyticsCollections)
    .innerJoin(integrationAccounts, eq(integrationAccounts.id, analyticsCollections.accountId))
    .innerJoin(integrations, eq(integrations.id, integrationAccounts.integrationId))
    .where(eq(analyticsCollections.organizationId, organizationId))
    .orderBy(asc(integrationAccounts.displayName));
}

/** Whether the organisation has published anything at all (for the screen's first empty state). */
export async function hasPublishedPosts(db: Database, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.organizationId, organizationId), eq(publications.state, 'published')))
    .limit(1);
  return row !== undefined;
}

/** The organisations an agency user sees side by side: those with a page being collected. */
export async function findOrganizationsCollected(db: Database) {
  return db
    .selectDistinct({ id: organizations.id, name: organizations.name })
    .from(analyticsCollections)
    .innerJoin(organizations, eq(organizations.id, analyticsCollections.organizationId))
    .orderBy(asc(organizations.name));
}

export async function findOrganizationName(db: Database, organizationId: number) {
  const [row] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name;
}

/** At most this many rows in one table (the posts of a year of a busy organisation). */
export const TABLE_ROWS_MAX = 1000;

/** What a table's rows are, per grouping: the key a row is told apart by, and the label it shows. */
function tableGroups(): Record<AnalyticsGrouping, { key: SQL; label: SQL }> {
  return {
    post: {
      key: sql`${publications.id}::text`,
      label: sql`left(${posts.contentText}, 80) || ' — ' || ${integrationAccounts.displayName}`,
    },
    campaign: { key: sql`${campaigns.id}::text`, label: sql`${campaigns.name}` },
    goal: { key: sql`${posts.goal}`, label: sql`${posts.goal}` },
    industry: { key: sql`${posts.industry}`, label: sql`${posts.industry}` },
    region: { key: sql`${posts.region}`, label: sql`${posts.region}` },
    audience: { key: sql`${posts.audience}`, label: sql`${posts.audience}` },
  };
}

/** The posts published in the range with their latest totals, grouped as asked. */
export async function findTableRows(db: Database, by: AnalyticsGrouping, range: { from: Date; to: Date; organizationId: number | undefined }) {
  const { key, label } = tableGroups()[by];
  const impressions = sql<number>`sum(${postStatistics.impressions})`;
  return db
    .select({
      key: sql<string>`${key}`,
      label: sql<string>`${label}`,
      organizationId: organizations.id,
      organizationName: organizations.name,
      posts: sql<number>`count(*)::int`,
      collected: sql<number>`count(${postStatistics.publicationId})::int`,
      ...countSums(postStatistics),
    })
    .from(publications)
    .innerJoin(posts, eq(posts.id, publications.postId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId))
    .innerJoin(organizations, eq(organizations.id, publications.organizationId))
    .innerJoin(integrationAccounts, eq(integrationAccounts.id, publications.accountId))
    .leftJoin(postStatistics, eq(postStatistics.publicationId, publications.id))
    .where(
      and(
        range.organizationId === undefined ? undefined : eq(publications.organizationId, range.organizationId),
        eq(publications.state, 'published'),
        sql`${publications.publishedAt} >= ${range.from.toISOString()} and ${publications.publishedAt} < ${range.to.toISOString()}`,
      ),
    )
    .groupBy(key, label, organizations.id, organizations.name)
    .orderBy(sql`${impressions} desc nulls last`, asc(sql`${label}`))
    .limit(TABLE_ROWS_MAX);
}

/**
 * People's clicks on the tracked links of the posts published in the range, on days of the range, per row
 * of the table grouped as asked (told apart by key and organisation). One query over the (post, day)
 * index, whatever the number of posts. A post sent to several pages has one link per address: by post,
 * each of its rows shows the post's clicks; every other grouping counts them once.
 */
export async function findLinkClicks(db: Database, by: AnalyticsGrouping, range: { from: Date; to: Date; organizationId: number | undefined }) {
  const { key } = tableGroups()[by];
  const fromDay = range.from.toISOString().slice(0, 10);
  const toDay = new Date(range.to.getTime() - 1).toISOString().slice(0, 10);
  const publishedInRange = and(
    range.organizationId === undefined ? undefined : eq(publications.organizationId, range.organizationId),
    eq(publications.state, 'published'),
    sql`${publications.publishedAt} >= ${range.from.toISOString()} and ${publications.publishedAt} < ${range.to.toISOString()}`,
  );
  const clicks = and(
    range.organizationId === undefined ? undefined : eq(trackedLinkClicksDaily.organizationId, range.organizationId),
    between(trackedLinkClicksDaily.day, fromDay, toDay),
  );
  const query = db
    .select({
      key: sql<string>`${key}`,
      organizationId: trackedLinkClicksDaily.organizationId,
      clicks: sql<number>`coalesce(sum(${trackedLinkClicksDaily.clicks}), 0)::int`,
    })
    .from(trackedLinkClicksDaily)
    .innerJoin(posts, eq(posts.id, trackedLinkClicksDaily.postId))
    .innerJoin(campaigns, eq(campaigns.id, posts.campaignId));
  const rows =
    by === 'post'
      ? await query
          .innerJoin(publications, and(eq(publications.postId, posts.id), publishedInRange))
          .where(clicks)
          .groupBy(key, trackedLinkClicksDaily.organizationId)
      : await query
          .where(and(clicks, sql`exists (${db.select({ one: sql`1` }).from(publications).where(and(eq(publications.postId, posts.id), publishedInRange))})`))
          .groupBy(key, trackedLinkClicksDaily.organizationId);
  return rows.map((row) => ({ ...row, clicks: Number(row.clicks) }));
}

/** The followers of the organisation's pages by facet, from each page's latest collection. */
export async function findDemographics(db: Database, organizationId: number) {
  const result = (await db.execute(sql`
    select d.facet, d.label, sum(d.followers)::int as followers, max(d.day)::text as day
    from ${followerDemographics} d
    join (select account_id, max(day) as day from ${followerDemographics} where organization_id = ${organizationId} group by account_id) latest
      on latest.account_id = d.account_id and latest.day = d.day
    where d.organization_id = ${organizationId}
    group by d.facet, d.label
    order by d.facet, followers desc`)) as { rows: { facet: string; label: string; followers: number; day: string }[] };
  return result.rows.map((row) => ({ ...row, followers: Number(row.followers) }));
}



/** What a report is branded with: the organisation's name, logo and colours. */
export async function findOrganizationBrand(db: Database, organizationId: number) {
  const [row] = await db
    .select({ name: organizations.name, logoUrl: organizations.companyLogoUrl, primaryColor: organizations.primaryColor })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/**
 * Whether the organisation tracks links, and the people's clicks counted on its tracked links on the days
 * of a period and of the one before (days inclusive, UTC): the overview's "Link clicks". One statement
 * over the clicks' (organisation, day) index.
 */
export async function findLinkClickTotals(db: Database, organizationId: number, period: { from: string; to: string; previousFrom: string; previousTo: string }) {
  const clicksBetween = (from: string, to: string) =>
    sql<number>`coalesce((select sum(${trackedLinkClicksDaily.clicks}) from ${trackedLinkClicksDaily}
      where ${trackedLinkClicksDaily.organizationId} = ${organizations.id} and ${trackedLinkClicksDaily.day} between ${from} and ${to}), 0)::int`;
  const [row] = await db
    .select({
      tracksLinks: organizations.trackLinks,
      clicks: clicksBetween(period.from, period.to),
      previousClicks: clicksBetween(period.previousFrom, period.previousTo),
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row && { tracksLinks: row.tracksLinks, clicks: Number(row.clicks), previousClicks: Number(row.previousClicks) };
}
