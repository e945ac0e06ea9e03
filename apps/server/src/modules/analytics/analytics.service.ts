import { DAY_MS } from '@roi/contract/constants';
import {
  ANALYTICS_COUNTS,
  ANALYTICS_CSV_COLUMNS,
  DEMOGRAPHIC_FACET_LABELS,
  type AnalyticsCounts,
  type AnalyticsDemographicsResponse,
  type AnalyticsOrganization,
  type AnalyticsOverviewResponse,
  type AnalyticsRangeQuery,
  type AnalyticsTableQuery,
  type AnalyticsTableRow,
  type DemographicFacetName,
} from '@roi/contract/analytics';
import { AppError } from '../../lib/app-error.js';
import { csvFile } from '../../lib/csv-file.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission } from '../access/access.service.js';
import { shownOrganization } from '../scheduling/scheduling.service.js';
import {
  findCollectedPages,
  findDailyCounts,
  findDemographics,
  findFollowers,
  findOrganizationName,
  findOrganizationsCollected,
  findTableRows,
  hasPublishedPosts,
  type CountSums,
} from './analytics.repository.js';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function answerCounts(sums: CountSums): AnalyticsCounts {
  const engaged = sums.clicks + sums.reactions + sums.comments + sums.reposts;
  return {
    impressions: sums.impressions,
    unique_impressions: sums.uniqueImpressions,
    clicks: sums.clicks,
    reactions: sums.reactions,
    comments: sums.comments,
    reposts: sums.reposts,
    engagement: sums.impressions > 0 ? engaged / sums.impressions : 0,
  };
}

function addUp(rows: CountSums[]): CountSums {
  const total: CountSums = { impressions: 0, uniqueImpressions: 0, clicks: 0, reactions: 0, comments: 0, reposts: 0 };
  for (const row of rows) for (const key of Object.keys(total) as (keyof CountSums)[]) total[key] += Number(row[key]);
  return total;
}

/**
 * The overview of a range against the period of the same length before it: the caller's organisation,
 * the one an agency user chose, or every client with collected pages side by side. What was not
 * collected is null, never zero.
 */
export async function findOverview(services: Services, caller: Caller, query: AnalyticsRangeQuery): Promise<AnalyticsOverviewResponse['data']> {
  await assertPermission(services, caller, 'analyticsView');
  const shown = await shownOrganization(services, caller, query.organizationId);
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const previousTo = isoDay(from - DAY_MS);
  const previousFrom = isoDay(from - (to - from) - DAY_MS);
  let chosen: { id: number; name: string }[];
  if (shown === undefined) {
    chosen = await findOrganizationsCollected(services.db);
  } else {
    const name = await findOrganizationName(services.db, shown);
    if (name === undefined) throw new AppError(404, 'organizationNotFound');
    chosen = [{ id: shown, name }];
  }
  const organizations: AnalyticsOrganization[] = [];
  for (const organization of chosen) {
    const { db } = services;
    const [days, previousDays, followers, followersPrevious, pages, published] = await Promise.all([
      findDailyCounts(db, organization.id, query.from, query.to),
      findDailyCounts(db, organization.id, previousFrom, previousTo),
      findFollowers(db, organization.id, query.from, query.to),
      findFollowers(db, organization.id, previousFrom, previousTo),
      findCollectedPages(db, organization.id),
      hasPublishedPosts(db, organization.id),
    ]);
    organizations.push({
      organization_id: organization.id,
      organization_name: organization.name,
      pages: pages.map((page) => ({
        account_id: page.accountId,
        display_name: page.displayName,
        is_sandbox: page.isSandbox,
        last_collected_at: page.lastCollectedAt?.toISOString() ?? null,
        cannot_read: page.unreadable,
      })),
      totals: days.length === 0 ? null : answerCounts(addUp(days)),
      previous: previousDays.length === 0 ? null : answerCounts(addUp(previousDays)),
      followers,
      followers_previous: followersPrevious,
      days: days.map((row) => ({ day: row.day, ...answerCounts(row) })),
      has_published_posts: published,
    });
  }
  return { from: query.from, to: query.to, previous_from: previousFrom, previous_to: previousTo, organizations };
}

/** The posts published in the range, by post or by a post setup field, with their latest results. */
export async function findTable(services: Services, caller: Caller, query: AnalyticsTableQuery): Promise<AnalyticsTableRow[]> {
  await assertPermission(services, caller, 'analyticsView');
  const organizationId = await shownOrganization(services, caller, query.organizationId);
  const rows = await findTableRows(services.db, query.by, {
    from: new Date(Date.parse(query.from)),
    to: new Date(Date.parse(query.to) + DAY_MS),
    organizationId,
  });
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    organization_name: row.organizationName,
    posts: row.posts,
    collected: row.collected,
    counts: row.collected === 0 ? null : answerCounts(row),
  }));
}

/** Who follows the organisation's pages, from the latest collection of each. */
export async function findFollowerDemographics(
  services: Services,
  caller: Caller,
  organizationId: number | undefined,
): Promise<AnalyticsDemographicsResponse['data']> {
  await assertPermission(services, caller, 'analyticsView');
  const shown = (await shownOrganization(services, caller, organizationId)) ?? caller.organizationId;
  const rows = await findDemographics(services.db, shown);
  const facets = (Object.keys(DEMOGRAPHIC_FACET_LABELS) as DemographicFacetName[]).map((facet) => ({
    facet,
    entries: rows.filter((row) => row.facet === facet).map((row) => ({ label: row.label, followers: row.followers })),
  }));
  const day = rows.reduce<string | null>((latest, row) => (latest === null || row.day > latest ? row.day : latest), null);
  return { day, facets: facets.filter((facet) => facet.entries.length > 0) };
}

/** A table as CSV: the rows the screen shows; what was not collected is left empty, never zero. */
export async function exportTable(services: Services, caller: Caller, query: AnalyticsTableQuery) {
  const rows = await findTable(services, caller, query);
  return csvFile(
    `analytics-by-${query.by}-${query.from}-to-${query.to}`,
    rows.map((row) => ({
      group: row.label,
      organization: row.organization_name,
      posts: row.posts,
      collected: row.collected,
      ...Object.fromEntries(ANALYTICS_COUNTS.map((count) => [count, row.counts?.[count] ?? ''])),
      engagement: row.counts ? row.counts.engagement.toFixed(4) : '',
    })),
    ANALYTICS_CSV_COLUMNS,
  );
}
