import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { calendarFeeds, organizations, postReviews, posts, publications, users } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;
const NEW_YORK = 'America/New_York';

let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
let riversideManager: SessionData;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://social.example.org' });
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
  await t.db.update(organizations).set({ timezone: NEW_YORK }).where(eq(organizations.id, f.riverside.id));
  await connectNetwork(t, f.riversideAdmin);
  await connectNetwork(t, lakesideAdmin);
});
afterAll(() => t.close());

async function schedule(session: SessionData, text: string, at: Date, campaign: string): Promise<number> {
  const response = await createPostAs(t, session, {
    publish_status: 2,
    post_content: `<p>${text}</p>`,
    post_to: [{ platform_name: 'linkedin' }],
    schedule_at: utcToZonedLocal(at, NEW_YORK),
    campaign_name: campaign,
  });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response).post_id;
}

async function newAddress(session: SessionData): Promise<string> {
  const made = answerOf(
    schedulingEndpoints.schedulingFeedAddressRenew,
    await t.as(session, { method: 'POST', url: API_PATHS.schedulingFeedAddressRenew, payload: { replace: true } }),
  );
  expect(made.message).toBe(MESSAGES.calendarFeedAddressMade);
  return made.data.url!;
}

/** What a calendar application fetches from an address: no session, only the address. */
function fetchFeed(address: string) {
  const url = new URL(address);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** The events of a fetched feed, as a calendar application reads them. */
async function eventsOf(address: string) {
  const response = await fetchFeed(address);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/calendar/);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const parsed = ical.sync.parseICS(response.body);
  return Object.values(parsed).filter((component): component is ical.VEvent => component?.type === 'VEVENT');
}

describe('the calendar feed', () => {
  it("gives each person one private address showing their organisation's scheduled and published posts, in UTC with its clock named", async () => {
    const soon = new Date(Math.ceil((Date.now() + 3 * DAY_MS) / 60_000) * 60_000);
    const riversidePost = await schedule(f.riversideAdmin, 'FEED-RIVERSIDE rail spur open day', soon, 'Rail Spur Launch');
    await schedule(lakesideAdmin, 'FEED-LAKESIDE harbour news', soon, 'Harbour News');
    // One published a week ago, one too far ahead for the feed.
    const published = await schedule(f.riversideAdmin, 'FEED-RIVERSIDE published', soon, 'Rail Spur Launch');
    await t.db.update(posts).set({ scheduledAt: null, postedAt: new Date(Date.now() - 7 * DAY_MS) }).where(eq(posts.id, published));
    await t.db.update(publications).set({ state: 'published' }).where(eq(publications.postId, published));
    await schedule(f.riversideAdmin, 'FEED-RIVERSIDE far ahead', new Date(Date.now() + 200 * DAY_MS), 'Far Ahead');

    const address = await newAddress(f.riversideAdmin);
    expect(address).toMatch(/^https:\/\/social\.example\.org\/api\/v1\/svc\/scheduling\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    const status = answerOf(schedulingEndpoints.schedulingFeedAddress, await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.schedulingFeedAddress }));
    // The address is shown once: only its hash is kept.
    expect(status.data.url).toBeNull();
    expect(status.data.created_at).not.toBeNull();
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, f.riversideAdmin.user_id));
    expect(stored!.tokenHash).not.toContain(new URL(address).searchParams.get('token'));

    const events = await eventsOf(address);
    const event = events.find((entry) => entry.uid === `post-${riversidePost}@social.example.org`)!;
    expect(event.summary).toBe('Scheduled: Rail Spur Launch');
    expect(event.start.toISOString()).toBe(soon.toISOString());
    expect(event.description).toContain('Campaign: Rail Spur Launch');
    expect(event.description).toContain(`(${NEW_YORK})`);
    expect(event.description).toContain('FEED-RIVERSIDE rail spur open day');
    expect(events.find((entry) => entry.uid === `post-${published}@social.example.org`)?.summary).toBe('Published: Rail Spur Launch');
    const descriptions = events.map((entry) => String(entry.description));
    expect(descriptions.some((text) => text.includes('far ahead'))).toBe(false);
    // Another organisation's posts never appear.
    expect(descriptions.some((text) => text.includes('FEED-LAKESIDE'))).toBe(false);

    // The agency sees every client's; Lakeside's admin only Lakeside's.
    const agencyTexts = (await eventsOf(await newAddress(f.agencyAdmin))).map((entry) => String(entry.description));
    expect(agencyTexts.some((text) => text.includes('FEED-LAKESIDE'))).toBe(true);
    expect(agencyTexts.some((text) => text.includes('FEED-RIVERSIDE'))).toBe(true);
    const lakesideTexts = (await eventsOf(await newAddress(lakesideAdmin))).map((entry) => String(entry.description));
    expect(lakesideTexts.some((text) => text.includes('FEED-RIVERSIDE'))).toBe(false);
  });

  it('holds a post in review at the time it is meant to go out, and leaves it out once expired', async () => {
    const at = new Date(Math.ceil((Date.now() + 5 * DAY_MS) / 60_000) * 60_000);
    const created = await createPostAs(t, f.riversideAdmin, { publish_status: 1, post_content: '<p>FEED-REVIEW quay</p>', post_to: [{ platform_name: 'linkedin' }], campaign_name: 'Quay Review' });
    const draft = savedPostOf(created);
    const submitted = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.approvalSubmit,
      payload: { post_id: draft.post_id, version: draft.version, schedule_at: utcToZonedLocal(at, NEW_YORK) },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const address = await newAddress(f.riversideAdmin);
    const event = (await eventsOf(address)).find((entry) => entry.uid === `post-${draft.post_id}@social.example.org`);
    expect(event?.summary).toBe('In review: Quay Review');
    expect(event?.start.toISOString()).toBe(at.toISOString());
    await t.db.update(postReviews).set({ state: 'expired' }).where(eq(postReviews.postId, draft.post_id));
    expect((await eventsOf(address)).some((entry) => entry.uid === `post-${draft.post_id}@social.example.org`)).toBe(false);
  });

  it('answers 404 for an address replaced by a new one, and for one never made', async () => {
    const old = await newAddress(riversideManager);
    const current = await newAddress(riversideManager);
    expect(current).not.toBe(old);
    expect(errorOf(await fetchFeed(old))).toMatchObject({ status_code: 404, message: MESSAGES.calendarFeedNotFound });
    expect((await fetchFeed(current)).statusCode).toBe(200);
    const made = new URL(current);
    made.searchParams.set('token', 'A'.repeat(43));
    expect(errorOf(await fetchFeed(made.toString())).status_code).toBe(404);
  });

  it('answers 404 once its person is disabled, and again once they are active', async () => {
    const address = await newAddress(riversideManager);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, riversideManager.user_id));
    expect(errorOf(await fetchFeed(address)).status_code).toBe(404);
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, riversideManager.user_id));
    expect((await fetchFeed(address)).statusCode).toBe(200);
  });

  it('answers 404 once its person’s role no longer may see the calendar, and again once it may', async () => {
    const address = await newAddress(riversideManager);
    const matrix = answerOf(
      menuEndpoints.getMenu,
      await t.as(f.riversideAdmin, {
        method: 'GET',
        url: API_PATHS.getMenu,
        query: { orgTypeId: '2', roleId: String(riversideManager.role_id), organizationId: String(f.riverside.id) },
      }),
    ).records;
    const menu = matrix.find((entry) => entry.features.some((feature) => feature.element === 'Scheduling'))!;
    const feature = menu.features.find((entry) => entry.element === 'Scheduling')!;
    const setView = (checked: boolean) =>
      t.as(f.riversideAdmin, {
        method: 'PUT',
        url: API_PATHS.setMenu,
        payload: {
          role_id: riversideManager.role_id,
          organization_id: f.riverside.id,
          menus: [{ menu_id: menu.menu_id, features: [{ feature_id: feature.feature_id, actions: [{ action_name: 'View', checked }] }] }],
        },
      });
    expect((await setView(false)).statusCode).toBe(200);
    expect(errorOf(await fetchFeed(address)).status_code).toBe(404);
    expect((await setView(true)).statusCode).toBe(200);
    expect((await fetchFeed(address)).statusCode).toBe(200);
  });

  it('is not made for who may not see the calendar', async () => {
    const refused = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.schedulingFeedAddressRenew, payload: { replace: true } });
    expect(errorOf(refused).status_code).toBe(403);
  });
});
