import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import { eq, sql } from 'drizzle-orm';
import type { AnalyticsGrouping } from '@roi/contract/analytics';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { postEndpoints, publishingEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { organizations, rateLimits, trackedLinks } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../../test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../../test/linkedin-server.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createClientOrganization, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { CLICKS_COUNTED_PER_CLIENT_PER_HOUR } from './click-limits.js';
import { findLinks, isPersonsClick, isPublicAddress, replaceLinks, withUtm } from './tracked-links.js';

const PUBLIC_APP_URL = 'https://social.example.org';
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SHORT_LINK = /https:\/\/social\.example\.org\/l\/([0-9A-Za-z]{10})/g;
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

async function publish(t: TestApp, session: SessionData, text: string) {
  const response = await createPostAs(t, session, { publish_status: 2, post_content: `<p>${text}</p>`, post_to: [{ platform_name: 'linkedin' }] });
  expect(response.statusCode, response.body).toBe(200);
  const post = savedPostOf(response);
  await t.app.publisher.runDue();
  return post;
}

async function setTrackLinks(t: TestApp, session: SessionData, isOn: boolean) {
  return t.as(session, { method: 'POST', url: API_PATHS.organizationUpdate, payload: { organization_id: session.org_id, track_links: isOn } });
}

async function ownOrganization(t: TestApp, session: SessionData) {
  const response = await t.as(session, { method: 'GET', url: API_PATHS.organizationGet, query: { orgId: String(session.org_id) } });
  return answerOf(organizationEndpoints.organizationGet, response).records[0]!;
}

describe('tracked links with a localhost APP_URL', () => {
  let fake: FakeLinkedIn;
  let t: TestApp;
  let f: TenantFixture;
  beforeAll(async () => {
    fake = await startLinkedInServer();
    t = await createTestApp(linkedInSettings(fake));
    f = await createTenantFixture(t);
    await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('are not offered: turning them on is refused with the reason, and posts go out with their links as written', async () => {
    expect(t.config.appUrl).toMatch(/^http:\/\/localhost:/);
    expect((await ownOrganization(t, f.riversideAdmin)).tracked_links).toEqual({ is_offered: false, app_url: t.config.appUrl });
    const refused = await setTrackLinks(t, f.riversideAdmin, true);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'trackedLinksNeedPublicAddress', message: MESSAGES.trackedLinksNeedPublicAddress });
    expect((await ownOrganization(t, f.riversideAdmin)).track_links).toBe(false);

    // Even an organisation that turned them on while the address was public keeps its links as written now.
    await t.db.update(organizations).set({ trackLinks: true }).where(eq(organizations.id, f.riverside.id));
    await publish(t, f.riversideAdmin, 'Tour the site: https://riverbend.example.com/sites?size=large');
    expect(fake.posts.map((post) => post.commentary)).toEqual([
      expect.stringContaining('https://riverbend.example.com/sites?size=large'),
      expect.stringContaining('https://riverbend.example.com/sites?size=large'),
    ]);
    expect(await t.db.select().from(trackedLinks)).toEqual([]);
  });
});

describe('tracked links with a public APP_URL', () => {
  let fake: FakeLinkedIn;
  let t: TestApp;
  let f: TenantFixture;
  let harborAdmin: SessionData;
  let postId: number;
  let codes: string[];
  beforeAll(async () => {
    fake = await startLinkedInServer();
    t = await createTestApp(linkedInSettings(fake, { APP_URL: PUBLIC_APP_URL }));
    f = await createTenantFixture(t);
    const harbor = await createClientOrganization(t.db, 'Harbor EDO');
    harborAdmin = await t.signIn(harbor.admin.email, FIXTURE_PASSWORD);
    await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const follow = (code: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: `/l/${code}`, headers: { 'user-agent': BROWSER, ...headers } });

  async function table(session: SessionData, by: AnalyticsGrouping) {
    const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsTable, query: { from: daysAgo(7), to: today(), by } });
    return answerOf(analyticsEndpoints.analyticsTable, response).records;
  }

  it('are turned on by an admin; a member may not', async () => {
    expect((await setTrackLinks(t, f.riversideMember, true)).statusCode).toBe(403);
    const saved = await setTrackLinks(t, f.riversideAdmin, true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(answerOf(organizationEndpoints.organizationUpdate, saved).data).toMatchObject({
      track_links: true,
      tracked_links: { is_offered: true, app_url: PUBLIC_APP_URL },
    });
  });

  it('sends LinkedIn the short links, the same ones on a retry, and keeps the post’s own links', async () => {
    const text = 'Tour the site: https://riverbend.example.com/sites?size=large. Register at (https://riverbend.example.com/join?utm_source=newsletter)';
    fake.queue({ match: 'posts', kind: 'fail', status: 422 });
    const post = await publish(t, f.riversideAdmin, text);
    postId = post.post_id;
    const targets = answerOf(postEndpoints.postGet, await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(postId) } })).data;
    const failed = targets.targets.find((target) => target.state === 'failed')!;
    expect(fake.posts).toHaveLength(1);
    const sent = fake.posts[0]!.commentary;
    codes = [...sent.matchAll(SHORT_LINK)].map((match) => match[1]!);
    expect(codes).toHaveLength(2);
    expect(sent).not.toContain('riverbend.example.com');
    // The sentence's full stop and brackets stay the sentence's.
    expect(sent).toMatch(/^Tour the site: https:\/\/social\.example\.org\/l\/\w{10}\. Register at \\?\(https:\/\/social\.example\.org\/l\/\w{10}\)$/);

    const retry = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postPublish, payload: { post_id: postId, target_id: failed.id } });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(answerOf(publishingEndpoints.postPublish, retry).records[0]).toMatchObject({ state: 'queued' });
    await t.app.publisher.runDue();
    expect(fake.posts).toHaveLength(2);
    expect(fake.posts[1]!.commentary).toBe(sent);
    expect(await t.db.select({ code: trackedLinks.code }).from(trackedLinks).where(eq(trackedLinks.postId, postId))).toHaveLength(2);

    const stored = answerOf(postEndpoints.postGet, await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(postId) } })).data;
    expect(stored.post_content).toContain('https://riverbend.example.com/sites?size=large');
    expect(stored.post_content).not.toContain('social.example.org');
  });

  it('redirects a person to the address with UTM parameters, counts the click, and sets no cookie', async () => {
    const followed = await follow(codes[0]!);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(
      `https://riverbend.example.com/sites?size=large&utm_source=linkedin&utm_medium=social&utm_campaign=spring-site-tour&utm_content=post-${postId}`,
    );
    expect(followed.headers['set-cookie']).toBeUndefined();
    expect(followed.headers['cache-control']).toBe('private, no-store');
    // A UTM parameter the author set is kept as set.
    const own = new URL((await follow(codes[1]!)).headers.location as string);
    expect(own.searchParams.getAll('utm_source')).toEqual(['newsletter']);
    expect(own.searchParams.get('utm_medium')).toBe('social');
    expect(own.searchParams.get('utm_content')).toBe(`post-${postId}`);
    const byPost = await table(f.riversideAdmin, 'post');
    expect(byPost.map((row) => row.link_clicks)).toEqual([2, 2]);
  });

  it('redirects robots, link previews, HEAD requests and nameless clients without counting them', async () => {
    const automated: { headers?: Record<string, string>; method?: 'HEAD' }[] = [
      { headers: { 'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)' } },
      { headers: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' } },
      { headers: { 'user-agent': 'Twitterbot/1.0' } },
      { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' } },
      { headers: { 'user-agent': 'Mozilla/5.0 (compatible; ExampleCrawler/2.1)' } },
      { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Spider/1.0)' } },
      { headers: { 'user-agent': 'Mozilla/5.0 LinkPreview/3' } },
      { headers: { 'user-agent': '' } },
      { headers: { 'sec-purpose': 'prefetch' } },
      { method: 'HEAD' },
    ];
    for (const visit of automated) {
      const answer = await follow(codes[0]!, visit.headers, visit.method);
      expect(answer.statusCode, JSON.stringify(visit)).toBe(302);
      expect(answer.headers.location).toMatch(/^https:\/\/riverbend\.example\.com\/sites\?size=large&utm_source=linkedin/);
    }
    const withoutAgent = await t.app.inject({ method: 'GET', url: `/l/${codes[0]}`, headers: { 'user-agent': undefined } });
    expect(withoutAgent.statusCode).toBe(302);
    expect((await table(f.riversideAdmin, 'post')).map((row) => row.link_clicks)).toEqual([2, 2]);
  });

  it('keeps no address, browser or cookie of whoever clicked', async () => {
    const columns = (await t.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_name in ('tracked_links', 'tracked_link_clicks_daily') order by table_name, ordinal_position`)) as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(columns.rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      'tracked_link_clicks_daily.link_id',
      'tracked_link_clicks_daily.day',
      'tracked_link_clicks_daily.organization_id',
      'tracked_link_clicks_daily.post_id',
      'tracked_link_clicks_daily.clicks',
      'tracked_links.id',
      'tracked_links.organization_id',
      'tracked_links.post_id',
      'tracked_links.code',
      'tracked_links.target_url',
      'tracked_links.created_at',
    ]);
  });

  it('answers an unknown code with 404: a page for a browser, the error envelope for others', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/l/AAAAAAAAAA', headers: { 'user-agent': BROWSER } });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'trackedLinkNotFound', message: MESSAGES.trackedLinkNotFound });
    const page = await t.app.inject({ method: 'GET', url: '/l/not-a-code', headers: { 'user-agent': BROWSER, accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Link not found');
    expect(page.body).toContain(MESSAGES.trackedLinkNotFound.replace('’', '&#8217;').slice(0, 20));
  });

  it('shows the clicks in the tables and the CSV of their organisation only', async () => {
    expect(await table(f.riversideAdmin, 'campaign')).toEqual([expect.objectContaining({ label: 'Spring Site Tour', posts: 2, link_clicks: 2 })]);
    expect(await table(f.riversideAdmin, 'goal')).toEqual([expect.objectContaining({ label: 'Attract investment', link_clicks: 2 })]);
    expect((await table(f.riversideAdmin, 'audience'))[0]!.link_clicks).toBe(2);
    // The period is the clicks' days too: none fell before today.
    const yesterday = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsTable, query: { from: daysAgo(7), to: daysAgo(1), by: 'campaign' } });
    expect(answerOf(analyticsEndpoints.analyticsTable, yesterday).records).toEqual([]);

    const exported = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsExport, query: { from: daysAgo(7), to: today(), by: 'campaign' } });
    const file = answerOf(analyticsEndpoints.analyticsExport, exported).data;
    const parsed = parse(file.content, { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual([expect.objectContaining({ group: 'Spring Site Tour', link_clicks: '2' })]);

    expect(await table(harborAdmin, 'campaign')).toEqual([]);
    const naming = await t.as(harborAdmin, {
      method: 'GET',
      url: API_PATHS.analyticsTable,
      query: { from: daysAgo(7), to: today(), by: 'campaign', organizationId: String(f.riverside.id) },
    });
    expect(naming.statusCode).not.toBe(200);
  });

  it('adds the link clicks to the overview and the PDF report of an organisation that tracks links, and to no other', async () => {
    const overviewOf = async (session: SessionData, from: string, to: string) => {
      const response = await t.as(session, { method: 'GET', url: API_PATHS.analyticsOverview, query: { from, to } });
      return answerOf(analyticsEndpoints.analyticsOverview, response).data.organizations[0]!;
    };
    // The two clicks counted today; a period before any click shows 0, since the links are tracked.
    expect(await overviewOf(f.riversideAdmin, daysAgo(6), today())).toMatchObject({ link_clicks: 2, link_clicks_previous: 0 });
    expect(await overviewOf(f.riversideAdmin, daysAgo(60), daysAgo(40))).toMatchObject({ link_clicks: 0, link_clicks_previous: 0 });
    // Harbor tracks no links and has none counted: no figure, not a zero.
    expect(await overviewOf(harborAdmin, daysAgo(6), today())).toMatchObject({ link_clicks: null, link_clicks_previous: null });

    await t.app.analytics.runDue();
    const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.analyticsReport, query: { from: daysAgo(6), to: today() } });
    const bytes = Buffer.from(answerOf(analyticsEndpoints.analyticsReport, response).data.content_base64, 'base64');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toMatch(/Link clicks\s*2\s*new this period/);
  });

  it('redirects every click from one client but counts at most its hourly limit, keeping a hash of the address only for the hour', async () => {
    const clicksOnPost = async () => (await table(f.riversideAdmin, 'post'))[0]!.link_clicks;
    const before = await clicksOnPost();
    const client = '203.0.113.7';
    for (let click = 0; click < CLICKS_COUNTED_PER_CLIENT_PER_HOUR + 5; click += 1) {
      const answer = await t.app.inject({ method: 'GET', url: `/l/${codes[1]}`, headers: { 'user-agent': BROWSER }, remoteAddress: client });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toMatch(/^https:\/\/riverbend\.example\.com\/join\?utm_source=newsletter/);
    }
    expect(await clicksOnPost()).toBe(before + CLICKS_COUNTED_PER_CLIENT_PER_HOUR);
    // Another client, and the same client on another link, are counted still.
    expect((await t.app.inject({ method: 'GET', url: `/l/${codes[1]}`, headers: { 'user-agent': BROWSER }, remoteAddress: '198.51.100.20' })).statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: `/l/${codes[0]}`, headers: { 'user-agent': BROWSER }, remoteAddress: client })).statusCode).toBe(302);
    expect(await clicksOnPost()).toBe(before + CLICKS_COUNTED_PER_CLIENT_PER_HOUR + 2);

    const limitKeys = async () => (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).filter((key) => key.startsWith('link-clicks:'));
    expect((await limitKeys()).length).toBeGreaterThan(0);
    expect((await limitKeys()).some((key) => key.includes(client) || key.includes('198.51.100.20'))).toBe(false);
    // Once the window has ended, the worker's next round forgets the keys.
    await t.db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '61 minutes'` }).where(sql`${rateLimits.key} like 'link-clicks:%'`);
    await t.app.publisher.runDue();
    expect(await limitKeys()).toEqual([]);
  });
});

describe('telling a public address and a person apart', () => {
  it('offers tracked links only on an address the public can reach', () => {
    for (const address of ['https://social.example.org', 'http://93.184.216.34:8080', 'https://[2606:4700::1111]', 'https://roi.agency.co.uk']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://10.1.2.3',
      'http://192.168.1.20',
      'http://169.254.169.254',
      'http://[::1]:3000',
      'http://[fe80::1]',
      'http://roi-social',
      'https://social.local',
      'https://social.internal',
      'https://social.test',
      'https://intranet.corp',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('finds each link of a text once, leaves the sentence its punctuation, and adds UTM after the link’s own query and before its fragment', () => {
    const text =
      'Sites: https://a.example.com/sites?size=large&rail=yes#map, and (see https://en.wikipedia.org/wiki/Port_(disambiguation)). ' +
      `Again https://a.example.com/sites?size=large&rail=yes#map! Ours: ${PUBLIC_APP_URL}/l/AbCdEfGhIj. Not a link: http://`;
    const links = findLinks(text, PUBLIC_APP_URL);
    expect(links).toEqual(['https://a.example.com/sites?size=large&rail=yes#map', 'https://en.wikipedia.org/wiki/Port_(disambiguation)']);
    const codes = new Map(links.map((link, index) => [link, `code${index}xxxxx`]));
    expect(replaceLinks(text, PUBLIC_APP_URL, codes)).toBe(
      `Sites: ${PUBLIC_APP_URL}/l/code0xxxxx, and (see ${PUBLIC_APP_URL}/l/code1xxxxx). ` +
        `Again ${PUBLIC_APP_URL}/l/code0xxxxx! Ours: ${PUBLIC_APP_URL}/l/AbCdEfGhIj. Not a link: http://`,
    );
    expect(withUtm(links[0]!, { campaignName: 'Río Grande: Q3 push!', postId: 7 })).toBe(
      'https://a.example.com/sites?size=large&rail=yes&utm_source=linkedin&utm_medium=social&utm_campaign=rio-grande-q3-push&utm_content=post-7#map',
    );
  });

  it('counts a browser’s GET and nothing else', () => {
    expect(isPersonsClick({ method: 'GET', userAgent: BROWSER, purpose: undefined })).toBe(true);
    expect(isPersonsClick({ method: 'GET', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]', purpose: undefined })).toBe(true);
    expect(isPersonsClick({ method: 'GET', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', purpose: undefined })).toBe(false);
    expect(isPersonsClick({ method: 'GET', userAgent: 'WhatsApp/2.23.20.0', purpose: undefined })).toBe(false);
    expect(isPersonsClick({ method: 'GET', userAgent: 'curl/8.5.0', purpose: undefined })).toBe(false);
    expect(isPersonsClick({ method: 'HEAD', userAgent: BROWSER, purpose: undefined })).toBe(false);
  });
});
