import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import { formatCount, formatGivenCount } from '@roi/contract/analytics-format';
import { sql } from 'drizzle-orm';
import type { AnalyticsGrouping } from '@roi/contract/analytics';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { analyticsCollections } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../../test/linkedin-fixtures.js';
import { DEFAULT_FAKE_MEMBERS, startLinkedInServer, type FakeLinkedIn } from '../../test/linkedin-server.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createClientOrganization, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

const PAGE_URN = 'urn:li:organization:101';
const DAY_MS = 86_400_000;

let fake: FakeLinkedIn;
let t: TestApp;
let f: TenantFixture;
let harborAdmin: SessionData;
let harborId: number;
let pagePostId: string;
beforeAll(async () => {
  fake = await startLinkedInServer({
    members: [...DEFAULT_FAKE_MEMBERS, { sub: 'member-ben', name: 'Ben Harbor', pages: [{ id: 202, name: 'Harbor Works' }] }],
  });
  t = await createTestApp(linkedInSettings(fake, { PUBLISH_RETRY_BASE_MS: '400', LINKEDIN_TIMEOUT_MS: '2000', PUBLISH_MAX_ATTEMPTS: '4' }));
  f = await createTenantFixture(t);
  const harbor = await createClientOrganization(t.db, 'Harbor EDO');
  harborId = harbor.id;
  harborAdmin = await t.signIn(harbor.admin.email, FIXTURE_PASSWORD);
  await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
  fake.nextConsent({ member: 'member-ben' });
  await connectNetwork(t, harborAdmin, { authorize: consentOnLinkedIn });
  // One post of Riverside to its member profile and its page, published by the worker.
  const created = await createPostAs(t, f.riversideAdmin, {
    publish_status: 2,
    post_content: '<p>Two new shovel-ready sites on the river</p>',
    post_to: [{ platform_name: 'linkedin' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  savedPostOf(created);
  await t.app.publisher.runDue();
  pagePostId = fake.posts.find((post) => post.author === PAGE_URN)!.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function overview(session: SessionData, query: Record<string, string>) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsOverview, query });
  return answerOf(analyticsEndpoints.analyticsOverview, response).data;
}

async function table(session: SessionData, by: AnalyticsGrouping) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsTable, query: { from: daysAgo(30), to: today(), by } });
  return answerOf(analyticsEndpoints.analyticsTable, response).records;
}

/** Lets a collection's next time come without waiting for it. */
async function makeCollectionsDue() {
  await t.db.update(analyticsCollections).set({ dueAt: sql`now() - interval '1 second'` });
}

describe('collecting LinkedIn statistics', () => {
  it('stores the numbers LinkedIn served: per day of the page, per post, followers and demographics', async () => {
    expect(await t.app.analytics.runDue()).toBe(4);
    const answer = await overview(f.riversideAdmin, { from: daysAgo(6), to: daysAgo(1) });
    const [riverside] = answer.organizations;
    expect(riverside!.pages).toEqual([expect.objectContaining({ display_name: 'Riverbend Growth Partners', is_sandbox: false, cannot_read: null })]);
    let served = 0;
    for (let day = 6; day >= 1; day -= 1) served += fake.dayStatistics(PAGE_URN, daysAgo(day)).impressionCount;
    expect(riverside!.totals!.impressions).toBe(served);
    expect(riverside!.days.map((row) => row.day)).toEqual([6, 5, 4, 3, 2, 1].map(daysAgo));
    expect(riverside!.days[0]!.clicks).toBe(fake.dayStatistics(PAGE_URN, daysAgo(6)).clickCount);
    // The period before was collected too (LinkedIn's 12 months, read on the first collection).
    expect(riverside!.previous).not.toBeNull();
    expect(riverside!.followers).toBe(null); // the follower count was collected today, outside the range
    const withToday = await overview(f.riversideAdmin, { from: daysAgo(6), to: today() });
    expect(withToday.organizations[0]!.followers).toBe(fake.followerCount(PAGE_URN));

    const byPost = await table(f.riversideAdmin, 'post');
    const pageRow = byPost.find((row) => row.label.endsWith('Riverbend Growth Partners'))!;
    const servedPost = fake.postStatistics(pagePostId);
    const { engagement, ...numbers } = pageRow.counts!;
    expect(numbers).toEqual({
      impressions: servedPost.impressionCount,
      unique_impressions: servedPost.uniqueImpressionsCount,
      clicks: servedPost.clickCount,
      reactions: servedPost.likeCount,
      comments: servedPost.commentCount,
      reposts: servedPost.shareCount,
    });
    expect(engagement).toBeCloseTo(servedPost.engagement, 10);
    // The member profile's post: its totals from LinkedIn's member post analytics.
    const memberPostId = fake.posts.find((post) => post.author === 'urn:li:person:member-ada')!.id;
    const servedMember = fake.memberPostStatistics(memberPostId);
    const memberRow = byPost.find((row) => row.label.endsWith('Ada Lovelace'))!;
    expect(memberRow.counts).toMatchObject({ impressions: servedMember.IMPRESSION, unique_impressions: servedMember.MEMBERS_REACHED, clicks: null, reactions: servedMember.REACTION });
    expect(riverside!.profiles).toEqual([expect.objectContaining({ display_name: 'Ada Lovelace', cannot_read: null })]);
    const byCampaign = await table(f.riversideAdmin, 'campaign');
    expect(byCampaign).toHaveLength(1);
    expect(byCampaign[0]).toMatchObject({ posts: 2, collected: 2, counts: { impressions: servedPost.impressionCount + servedMember.IMPRESSION, clicks: servedPost.clickCount } });

    const demographics = answerOf(
      analyticsEndpoints.analyticsDemographics,
      await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsDemographics }),
    ).data;
    expect(demographics.day).toBe(today());
    const seniority = demographics.facets.find((facet) => facet.facet === 'seniority')!;
    expect(seniority.entries).toEqual([
      { label: 'Director', followers: 205 },
      { label: 'CXO', followers: 61 },
    ]);
    expect(demographics.facets.find((facet) => facet.facet === 'companySize')!.entries).toEqual([{ label: '201–500 employees', followers: 77 }]);
  });

  it('keeps each day a snapshot of every post, and asks LinkedIn with its versioned headers', async () => {
    const statistics = fake.received.filter((request) => request.endpoint === 'share-statistics');
    expect(statistics.length).toBeGreaterThan(0);
    for (const request of statistics) {
      expect(request.headers['linkedin-version']).toMatch(/^\d{6}$/);
      expect(request.headers['x-restli-protocol-version']).toBe('2.0.0');
    }
    const snapshots = (await t.db.execute(sql`select day::text as day, impressions from post_statistics_daily order by impressions`)) as { rows: { day: string; impressions: number }[] };
    const memberPostId = fake.posts.find((post) => post.author === 'urn:li:person:member-ada')!.id;
    const served = [fake.postStatistics(pagePostId).impressionCount, fake.memberPostStatistics(memberPostId).IMPRESSION].sort((a, b) => a - b);
    expect(snapshots.rows).toEqual(served.map((impressions) => ({ day: today(), impressions })));
  });

  it('backs off on 429 and 5xx, keeping what it had, and collects once LinkedIn answers', async () => {
    await makeCollectionsDue();
    fake.queue({ match: 'share-statistics', kind: 'fail', status: 429, retryAfterSeconds: 2 }, { match: 'share-statistics', kind: 'fail', status: 503 });
    await t.app.analytics.runDue();
    const waiting = await t.db.select().from(analyticsCollections);
    const throttled = waiting.filter((job) => job.lastError?.includes('429'));
    const unavailable = waiting.filter((job) => job.lastError?.includes('503'));
    expect(throttled).toHaveLength(1);
    expect(unavailable).toHaveLength(1);
    // LinkedIn asked for two seconds: not due before then.
    expect(throttled[0]!.dueAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    expect(throttled[0]!.attempts).toBe(1);
    expect(throttled[0]!.state).toBe('waiting');
    // What was collected before stands.
    expect((await overview(f.riversideAdmin, { from: daysAgo(6), to: today() })).organizations[0]!.totals).not.toBeNull();
    await makeCollectionsDue();
    expect(await t.app.analytics.runDue()).toBe(4);
    const settled = await t.db.select().from(analyticsCollections);
    expect(settled.every((job) => job.lastError === null && job.attempts === 0)).toBe(true);
  });

  it('takes again a collection whose worker died, once its lease runs out', async () => {
    await makeCollectionsDue();
    await t.db.update(analyticsCollections).set({ state: 'collecting', leaseOwner: 'a-dead-worker', leaseExpiresAt: sql`now() - interval '1 second'` });
    expect(await t.app.analytics.runDue()).toBe(4);
    const settled = await t.db.select().from(analyticsCollections);
    expect(settled.every((job) => job.state === 'waiting' && job.leaseOwner === null)).toBe(true);
  });

  it('says plainly that a connection without administrator rights cannot read the page, and keeps its numbers', async () => {
    const page = fake.members[0]!.pages[0]!;
    page.role = 'CONTENT_ADMIN';
    try {
      await makeCollectionsDue();
      await t.app.analytics.runDue();
      const [riverside] = (await overview(f.riversideAdmin, { from: daysAgo(6), to: today() })).organizations;
      expect(riverside!.pages[0]!.cannot_read).toBe(MESSAGES.analyticsCannotRead);
      expect(riverside!.totals!.impressions).toBeGreaterThan(0);
    } finally {
      page.role = 'ADMINISTRATOR';
    }
    await makeCollectionsDue();
    await t.app.analytics.runDue();
    expect((await overview(f.riversideAdmin, { from: daysAgo(6), to: today() })).organizations[0]!.pages[0]!.cannot_read).toBeNull();
  });
});

describe('the analytics API', () => {
  it('shows each organisation only its own results', async () => {
    const response = await t.as(harborAdmin, { method: 'GET', url: API_PATHS.analyticsOverview, query: { from: daysAgo(6), to: today(), organizationId: String(f.riverside.id) } });
    expect(response.statusCode).toBeGreaterThanOrEqual(403);
    expect(response.statusCode).toBeLessThan(405);
    const own = await overview(harborAdmin, { from: daysAgo(6), to: today() });
    expect(own.organizations.map((organization) => organization.organization_id)).toEqual([harborId]);
    expect(own.organizations[0]!.pages.map((page) => page.display_name)).toEqual(['Harbor Works']);
    expect(own.organizations[0]!.has_published_posts).toBe(false);
    // Harbor's links are not tracked (nor could be, on a localhost address) and none were counted: no figure.
    expect(own.organizations[0]).toMatchObject({ link_clicks: null, link_clicks_previous: null });
    expect(await table(harborAdmin, 'post')).toEqual([]);
  });

  it('lets agency users compare their clients side by side', async () => {
    const answer = await overview(f.agencyAdmin, { from: daysAgo(6), to: today() });
    expect(answer.organizations.map((organization) => organization.organization_name).sort()).toEqual(['Harbor EDO', 'Riverside EDO']);
    const one = await overview(f.agencyAdmin, { from: daysAgo(6), to: today(), organizationId: String(harborId) });
    expect(one.organizations.map((organization) => organization.organization_name)).toEqual(['Harbor EDO']);
  });

  it('exports a table as CSV that parses back to the rows of the table', async () => {
    const rows = await table(f.riversideAdmin, 'post');
    const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsExport, query: { from: daysAgo(30), to: today(), by: 'post' } });
    const file = answerOf(analyticsEndpoints.analyticsExport, response).data;
    expect(file.file_name).toMatch(/^analytics-by-post-.*\.csv$/);
    const parsed = parse(file.content, { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual(
      rows.map((row) => ({
        group: row.label,
        organization: row.organization_name,
        posts: String(row.posts),
        collected: String(row.collected),
        impressions: row.counts ? String(row.counts.impressions) : '',
        unique_impressions: row.counts ? String(row.counts.unique_impressions) : '',
        clicks: row.counts && row.counts.clicks !== null ? String(row.counts.clicks) : '',
        reactions: row.counts ? String(row.counts.reactions) : '',
        comments: row.counts ? String(row.counts.comments) : '',
        reposts: row.counts ? String(row.counts.reposts) : '',
        engagement: row.counts ? row.counts.engagement.toFixed(4) : '',
        outcomes: row.outcomes === null ? '' : String(row.outcomes),
        link_clicks: String(row.link_clicks),
      })),
    );
  });

  it('makes a PDF report whose text holds the period’s figures, under the organisation’s name', async () => {
    const query = { from: daysAgo(30), to: today() };
    const [summary] = (await overview(f.riversideAdmin, query)).organizations;
    const [campaign] = await table(f.riversideAdmin, 'campaign');
    const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsReport, query });
    const file = answerOf(analyticsEndpoints.analyticsReport, response).data;
    expect(file.file_name).toBe(`riverside-edo-linkedin-report-${query.from}-to-${query.to}.pdf`);
    const bytes = Buffer.from(file.content_base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    for (const expected of [
      'Riverside EDO',
      `LinkedIn results, ${query.from} to ${query.to}`,
      formatCount(summary!.totals!.impressions),
      formatGivenCount(summary!.totals!.clicks),
      campaign!.label,
      formatCount(campaign!.counts!.impressions),
      'Top posts',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Riverside's links are not tracked: no "Link clicks" figure is made up.
    expect(summary!.link_clicks).toBeNull();
    expect(text).not.toContain('Link clicks');
  });

  it('asks an agency user for one organisation before making a report, and keeps a client to its own', async () => {
    const all = await t.as(f.agencyAdmin, { method: 'GET', url: API_PATHS.analyticsReport, query: { from: daysAgo(6), to: today() } });
    expect(all.statusCode).toBe(400);
    expect(errorOf(all).message).toContain(MESSAGES.analyticsReportNeedsOrganization);
    const foreign = await t.as(harborAdmin, { method: 'GET', url: API_PATHS.analyticsReport, query: { from: daysAgo(6), to: today(), organizationId: String(f.riverside.id) } });
    expect(foreign.statusCode).toBe(404);
    const own = await t.as(f.agencyAdmin, { method: 'GET', url: API_PATHS.analyticsReport, query: { from: daysAgo(6), to: today(), organizationId: String(harborId) } });
    const { text } = await extractText(new Uint8Array(Buffer.from(answerOf(analyticsEndpoints.analyticsReport, own).data.content_base64, 'base64')), { mergePages: true });
    expect(text).toContain('Harbor EDO');
    expect(text).not.toContain('Riverside EDO');
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    for (const query of [
      { from: today(), to: daysAgo(1) },
      { from: daysAgo(400), to: today() },
      { from: 'yesterday', to: today() },
    ]) {
      const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsOverview, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response).message).toContain(MESSAGES.analyticsBadRange);
    }
  });
});
