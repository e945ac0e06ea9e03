import { DAY_MS } from '@roi/contract/constants';
import {
  ANALYTICS_COUNTS,
  ANALYTICS_CSV_COLUMNS,
  DEMOGRAPHIC_FACET_LABELS,
  type AnalyticsCounts,
  type AnalyticsDemographicsResponse,
  type AnalyticsGrouping,
  type AnalyticsOrganization,
  type AnalyticsOverviewResponse,
  type AnalyticsPage,
  type AnalyticsRangeQuery,
  type AnalyticsTableQuery,
  type AnalyticsTableRow,
  type DemographicFacetName,
} from '@roi/contract/analytics';
import { ACCOUNT_TYPES } from '@roi/contract/publishing-rules';
import { AppError } from '../../lib/app-error.js';
import { csvFile } from '../../lib/csv-file.js';
import { loadSharp } from '../../lib/sharp.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission } from '../access/access.service.js';
import { nameOfStoredImage, type ImageStore } from '../media/image-store.js';
import type { Database } from '../../db/database.js';
import { shownOrganization } from '../scheduling/scheduling.service.js';
import { isPublicAddress } from '../tracked-links/tracked-links.js';
import {
  findCollectedPages,
  findDailyCounts,
  findDemographics,
  findFollowers,
  findOrganizationName,
  findOrganizationsCollected,
  findLinkClicks,
  findLinkClickTotals,
  findTableRows,
  hasPublishedPosts,
  type CountSums,
  findOrganizationBrand,
} from './analytics.repository.js';
import { countOutcomesByCampaign, countOutcomesByKind } from './outcomes.repository.js';
import { renderReportPdf } from './report-pdf.js';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function answerCounts(sums: CountSums): AnalyticsCounts {
  // Clicks LinkedIn did not count (members' own posts) are left out of the rate, as LinkedIn leaves them out.
  const engaged = (sums.clicks ?? 0) + sums.reactions + sums.comments + sums.reposts;
  return {
    impressions: sums.impressions,
    unique_impressions: sums.uniqueImpressions,
    clicks: sums.clicks === null ? null : Number(sums.clicks),
    reactions: sums.reactions,
    comments: sums.comments,
    reposts: sums.reposts,
    engagement: sums.impressions > 0 ? engaged / sums.impressions : 0,
  };
}

/** The days' sums added up; clicks stay null when no day counted any. */
function addUp(rows: CountSums[]): CountSums {
  const sum = (key: keyof CountSums) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  return {
    impressions: sum('impressions'),
    uniqueImpressions: sum('uniqueImpressions'),
    clicks: rows.some((row) => row.clicks !== null) ? sum('clicks') : null,
    reactions: sum('reactions'),
    comments: sum('comments'),
    reposts: sum('reposts'),
  };
}

/** The period of the same length just before a range: what its figures are compared with. */
function periodBefore(from: string, to: string): { previousFrom: string; previousTo: string } {
  const start = Date.parse(from);
  const end = Date.parse(to);
  return { previousTo: isoDay(start - DAY_MS), previousFrom: isoDay(start - (end - start) - DAY_MS) };
}

function answerPage(page: Awaited<ReturnType<typeof findCollectedPages>>[number]): AnalyticsPage {
  return {
    account_id: page.accountId,
    display_name: page.displayName,
    is_sandbox: page.isSandbox,
    last_collected_at: page.lastCollectedAt?.toISOString() ?? null,
    cannot_read: page.unreadable,
  };
}

/**
 * One organisation's figures of a range and of the period before it; what was not collected is null, never
 * zero. Link clicks are null unless the organisation's links are tracked (it turned tracking on and the
 * product's address is public) or some were counted in either period: no figure for what is not measured.
 */
async function organizationOverview(
  db: Database,
  organization: { id: number; name: string },
  range: { from: string; to: string; appUrl: string },
): Promise<AnalyticsOrganization> {
  const { from, to } = range;
  const { previousFrom, previousTo } = periodBefore(from, to);
  const [days, previousDays, followers, followersPrevious, pages, published, linkClicks] = await Promise.all([
    findDailyCounts(db, organization.id, from, to),
    findDailyCounts(db, organization.id, previousFrom, previousTo),
    findFollowers(db, organization.id, from, to),
    findFollowers(db, organization.id, previousFrom, previousTo),
    findCollectedPages(db, organization.id),
    hasPublishedPosts(db, organization.id),
    findLinkClickTotals(db, organization.id, { from, to, previousFrom, previousTo }),
  ]);
  const areLinksMeasured =
    linkClicks !== undefined && ((linkClicks.tracksLinks && isPublicAddress(range.appUrl)) || linkClicks.clicks > 0 || linkClicks.previousClicks > 0);
  return {
    organization_id: organization.id,
    organization_name: organization.name,
    pages: pages.filter((page) => page.accountType === ACCOUNT_TYPES.organization).map(answerPage),
    profiles: pages.filter((page) => page.accountType === ACCOUNT_TYPES.member).map(answerPage),
    totals: days.length === 0 ? null : answerCounts(addUp(days)),
    previous: previousDays.length === 0 ? null : answerCounts(addUp(previousDays)),
    followers,
    followers_previous: followersPrevious,
    days: days.map((row) => ({ day: row.day, ...answerCounts(row) })),
    has_published_posts: published,
    link_clicks: areLinksMeasured ? linkClicks.clicks : null,
    link_clicks_previous: areLinksMeasured ? linkClicks.previousClicks : null,
  };
}

/**
 * The overview of a range against the period of the same length before it: the caller's organisation,
 * the one an agency user chose, or every client with collected pages side by side.
 */
export async function findOverview(services: Services, caller: Caller, query: AnalyticsRangeQuery): Promise<AnalyticsOverviewResponse['data']> {
  await assertPermission(services, caller, 'analyticsView');
  const shown = await shownOrganization(services, caller, query.organizationId);
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
    organizations.push(await organizationOverview(services.db, organization, { from: query.from, to: query.to, appUrl: services.config.appUrl }));
  }
  const { previousFrom, previousTo } = periodBefore(query.from, query.to);
  return { from: query.from, to: query.to, previous_from: previousFrom, previous_to: previousTo, organizations };
}

/** The posts published in a range (days, both included), grouped as asked, with their latest results. */
async function tableRows(db: Database, query: { from: string; to: string; by: AnalyticsGrouping }, organizationId: number | undefined): Promise<AnalyticsTableRow[]> {
  const range = { from: new Date(Date.parse(query.from)), to: new Date(Date.parse(query.to) + DAY_MS), organizationId };
  const [rows, linkClicks] = await Promise.all([findTableRows(db, query.by, range), findLinkClicks(db, query.by, range)]);
  const clicksOf = new Map(linkClicks.map((row) => [`${row.organizationId}:${row.key}`, row.clicks]));
  // Outcomes belong to campaigns: only the table by campaign can carry them.
  const outcomes = query.by === 'campaign' ? await countOutcomesByCampaign(db, rows.map((row) => Number(row.key)), query.from, query.to) : undefined;
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    organization_name: row.organizationName,
    posts: row.posts,
    collected: row.collected,
    counts: row.collected === 0 ? null : answerCounts(row),
    outcomes: outcomes ? (outcomes.get(Number(row.key)) ?? 0) : null,
    link_clicks: clicksOf.get(`${row.organizationId}:${row.key}`) ?? 0,
  }));
}

/** The posts published in the range, by post or by a post setup field, with their latest results. */
export async function findTable(services: Services, caller: Caller, query: AnalyticsTableQuery): Promise<AnalyticsTableRow[]> {
  await assertPermission(services, caller, 'analyticsView');
  return tableRows(services.db, query, await shownOrganization(services, caller, query.organizationId));
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
      outcomes: row.outcomes ?? '',
      link_clicks: row.link_clicks,
    })),
    ANALYTICS_CSV_COLUMNS,
  );
}

/** How many posts the report lists as its top ones. */
const REPORT_TOP_POSTS = 10;

/**
 * What a report is made from besides the database: where the organisation's logo is kept, and the
 * product's address (whether its links can be tracked).
 */
export interface ReportSources {
  db: Database;
  images: ImageStore;
  appUrl: string;
}

/**
 * One organisation's period as a PDF for a board or a client: the overview, the campaigns with their
 * outcomes and the top posts, under the organisation's logo and colour (docs/decisions/0029-pdf-reports.md).
 * Made for a caller's download and for the monthly email alike.
 */
export async function organizationReport(sources: ReportSources, organizationId: number, from: string, to: string) {
  const brand = await findOrganizationBrand(sources.db, organizationId);
  if (!brand) throw new AppError(404, 'organizationNotFound');
  const [overview, campaigns, posts, outcomes] = await Promise.all([
    organizationOverview(sources.db, { id: organizationId, name: brand.name }, { from, to, appUrl: sources.appUrl }),
    tableRows(sources.db, { from, to, by: 'campaign' }, organizationId),
    tableRows(sources.db, { from, to, by: 'post' }, organizationId),
    countOutcomesByKind(sources.db, organizationId, from, to),
  ]);
  const content = await renderReportPdf({
    organizationName: brand.name,
    logo: brand.logoUrl ? await logoForPdf(sources.images, brand.logoUrl) : undefined,
    brandColor: brand.primaryColor,
    from,
    to,
    ...periodBefore(from, to),
    overview,
    campaigns,
    topPosts: posts.slice(0, REPORT_TOP_POSTS),
    outcomes,
    madeAt: new Date(),
  });
  const slug = brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'organisation';
  return { organizationName: brand.name, fileName: `${slug}-linkedin-report-${from}-to-${to}.pdf`, content };
}

/** The report of the organisation the caller shows; agency users name one. */
export async function buildReport(services: Services, caller: Caller, query: AnalyticsRangeQuery) {
  await assertPermission(services, caller, 'analyticsView');
  const organizationId = await shownOrganization(services, caller, query.organizationId);
  if (organizationId === undefined) throw new AppError(400, 'analyticsReportNeedsOrganization', { details: { field: 'organizationId' } });
  const report = await organizationReport({ db: services.db, images: services.images, appUrl: services.config.appUrl }, organizationId, query.from, query.to);
  return { file_name: report.fileName, content_type: 'application/pdf' as const, content_base64: report.content.toString('base64') };
}

/** The logo as PNG, the one format every PDF reader and pdfkit take whatever was uploaded; none when it cannot be read. */
async function logoForPdf(images: ImageStore, logoUrl: string): Promise<Buffer | undefined> {
  const stored = await images.read(nameOfStoredImage(logoUrl));
  if (!stored) return undefined;
  const sharp = await loadSharp();
  return sharp(stored.bytes).png().toBuffer();
}
