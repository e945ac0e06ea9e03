import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { MESSAGES } from '@roi/contract/messages';
import { analyticsCollections, integrations } from '../../db/schema.js';
import { answerOf } from '../../test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../../test/linkedin-fixtures.js';
import { DEFAULT_FAKE_MEMBERS, MEMBER_POST_METRICS, startLinkedInServer, type FakeLinkedIn, type LinkedInEndpoint } from '../../test/linkedin-server.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createClientOrganization, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;
/** Every scope the product asks for but the member post analytics one: an app not approved for it. */
const WITHOUT_POST_ANALYTICS = ['openid', 'profile', 'w_member_social', 'r_organization_admin', 'w_organization_social', 'r_organization_social'];

let fake: FakeLinkedIn;
let t: TestApp;
let f: TenantFixture;
let harborAdmin: SessionData;
let harborIntegrationId: number;
beforeAll(async () => {
  fake = await startLinkedInServer({
    members: [...DEFAULT_FAKE_MEMBERS, { sub: 'member-ben', name: 'Ben Harbor', pages: [{ id: 202, name: 'Harbor Works' }] }],
  });
  t = await createTestApp(linkedInSettings(fake, { LINKEDIN_TIMEOUT_MS: '2000' }));
  f = await createTenantFixture(t);
  const harbor = await createClientOrganization(t.db, 'Harbor EDO');
  harborAdmin = await t.signIn(harbor.admin.email, FIXTURE_PASSWORD);
  // Riverside's member grants everything asked; Harbor's app was not approved for member post analytics.
  await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
  fake.nextConsent({ member: 'member-ben', grant: WITHOUT_POST_ANALYTICS });
  harborIntegrationId = (await connectNetwork(t, harborAdmin, { authorize: consentOnLinkedIn })).id;
  for (const session of [f.riversideAdmin, harborAdmin]) {
    const created = await createPostAs(t, session, {
      publish_status: 2,
      post_content: '<p>Two new shovel-ready sites on the river</p>',
      post_to: [{ platform_name: 'linkedin' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    savedPostOf(created);
  }
  await t.app.publisher.runDue();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const asked = (endpoint: LinkedInEndpoint) => fake.received.filter((request) => request.endpoint === endpoint).length;

async function demographicsOf(session: SessionData, facet: string) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsDemographics });
  return answerOf(analyticsEndpoints.analyticsDemographics, response).data.facets.find((entry) => entry.facet === facet)?.entries ?? [];
}

async function organizationOverview(session: SessionData) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsOverview, query: { from: daysAgo(6), to: today() } });
  return answerOf(analyticsEndpoints.analyticsOverview, response).data.organizations[0]!;
}

async function memberPostRow(session: SessionData, memberName: string) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsTable, query: { from: daysAgo(30), to: today(), by: 'post' } });
  return answerOf(analyticsEndpoints.analyticsTable, response).records.find((row) => row.label.endsWith(memberName))!;
}

async function collectAgain() {
  await t.db.update(analyticsCollections).set({ dueAt: sql`now() - interval '1 second'` });
  return t.app.analytics.runDue();
}

describe('industries and countries', () => {
  it('shows an industry as LinkedIn identifies it when its name cannot be found, and the countries it could name', async () => {
    // Each page's collection asks for the industries' names: LinkedIn fails both times.
    fake.queue({ match: 'industries', kind: 'fail', status: 503 }, { match: 'industries', kind: 'fail', status: 503 });
    expect(await t.app.analytics.runDue()).toBe(4);
    expect(await demographicsOf(f.riversideAdmin, 'industry')).toEqual([
      { label: 'urn:li:industry:4', followers: 310 },
      { label: 'urn:li:industry:44', followers: 120 },
    ]);
    expect(await demographicsOf(f.riversideAdmin, 'geography')).toEqual([{ label: 'United States', followers: 402 }]);
    // The statistics were kept all the same.
    expect((await organizationOverview(f.riversideAdmin)).pages[0]!.cannot_read).toBeNull();
    // The country was named by the first page's collection and found known by the second.
    expect(asked('geo')).toBe(1);
    expect(asked('industries')).toBe(2);
  });

  it('names the industries at the next collection, in one batch, and never asks LinkedIn again for a name it gave', async () => {
    expect(await collectAgain()).toBe(4);
    for (const session of [f.riversideAdmin, harborAdmin]) {
      expect(await demographicsOf(session, 'industry')).toEqual([
        { label: 'Software Development', followers: 310 },
        { label: 'Real Estate', followers: 120 },
      ]);
      expect(await demographicsOf(session, 'geography')).toEqual([{ label: 'United States', followers: 402 }]);
    }
    expect(asked('industries')).toBe(3);
    const batch = fake.received.filter((request) => request.endpoint === 'industries').at(-1)!;
    expect(batch.path).toBe('/rest/industryTaxonomyVersions/DEFAULT/industries');
    expect(batch.query.ids).toBe('List(4,44)');

    expect(await collectAgain()).toBe(4);
    expect(asked('industries')).toBe(3);
    expect(asked('geo')).toBe(1);
    expect((await demographicsOf(f.riversideAdmin, 'industry')).map((entry) => entry.label)).toEqual(['Software Development', 'Real Estate']);
  });
});

describe("members' own posts", () => {
  it('collects the totals of a member’s post when the member granted post analytics, into the tables by post and campaign', async () => {
    const postId = fake.posts.find((post) => post.author === 'urn:li:person:member-ada')!.id;
    const served = fake.memberPostStatistics(postId);
    const row = await memberPostRow(f.riversideAdmin, 'Ada Lovelace');
    const { engagement, ...numbers } = row.counts!;
    expect(numbers).toEqual({
      impressions: served.IMPRESSION,
      unique_impressions: served.MEMBERS_REACHED,
      // LinkedIn counts no clicks on a member's posts: not counted, never 0.
      clicks: null,
      reactions: served.REACTION,
      comments: served.COMMENT,
      reposts: served.RESHARE,
    });
    expect(engagement).toBeCloseTo((served.REACTION + served.COMMENT + served.RESHARE) / served.IMPRESSION, 10);
    expect((await organizationOverview(f.riversideAdmin)).profiles).toEqual([expect.objectContaining({ display_name: 'Ada Lovelace', cannot_read: null })]);
    // One call per metric, each the post's lifetime total.
    const calls = fake.received.filter((request) => request.endpoint === 'member-post-analytics' && request.query.entity === `(share:${postId})`);
    expect(new Set(calls.map((request) => request.query.queryType))).toEqual(new Set(MEMBER_POST_METRICS));
    expect(calls.every((request) => request.query.aggregation === 'TOTAL')).toBe(true);
  });

  it('leaves a member’s post’s clicks empty in the CSV, and a group of page and member posts has its page posts’ clicks', async () => {
    const pagePostId = fake.posts.find((post) => post.author === 'urn:li:organization:101')!.id;
    const pageClicks = fake.postStatistics(pagePostId).clickCount;
    const query = { from: daysAgo(30), to: today() };
    const byCampaign = answerOf(
      analyticsEndpoints.analyticsTable,
      await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsTable, query: { ...query, by: 'campaign' } }),
    ).records;
    expect(byCampaign).toHaveLength(1);
    expect(byCampaign[0]).toMatchObject({ posts: 2, collected: 2, counts: { clicks: pageClicks } });
    const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsExport, query: { ...query, by: 'post' } });
    const rows = parse(answerOf(analyticsEndpoints.analyticsExport, response).data.content, { columns: true }) as Record<string, string>[];
    const clicksOf = (account: string) => rows.find((row) => row.group!.endsWith(account))!.clicks;
    expect(clicksOf('Ada Lovelace')).toBe('');
    expect(clicksOf('Riverbend Growth Partners')).toBe(String(pageClicks));
  });

  it('says why a member’s posts have no numbers when post analytics was not granted, without asking LinkedIn', async () => {
    const before = asked('member-post-analytics');
    await collectAgain();
    const harbor = await organizationOverview(harborAdmin);
    expect(harbor.profiles).toEqual([expect.objectContaining({ display_name: 'Ben Harbor', cannot_read: MESSAGES.analyticsMemberCannotRead })]);
    expect(harbor.pages[0]!.cannot_read).toBeNull();
    expect((await memberPostRow(harborAdmin, 'Ben Harbor')).counts).toBeNull();
    // Only Riverside's member was asked: the product knew Harbor's grant.
    const riversideAsks = MEMBER_POST_METRICS.length;
    expect(asked('member-post-analytics') - before).toBe(riversideAsks);
  });

  it('says the same when LinkedIn refuses a connection whose grant the product does not know', async () => {
    await t.db.update(integrations).set({ grantedScopes: null }).where(eq(integrations.id, harborIntegrationId));
    const before = asked('member-post-analytics');
    await collectAgain();
    expect(asked('member-post-analytics') - before).toBe(MEMBER_POST_METRICS.length + 1);
    const harbor = await organizationOverview(harborAdmin);
    expect(harbor.profiles[0]!.cannot_read).toBe(MESSAGES.analyticsMemberCannotRead);
    expect((await memberPostRow(harborAdmin, 'Ben Harbor')).counts).toBeNull();
  });
});
