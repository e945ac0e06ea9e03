import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import type { Dashboard } from '@roi/contract/dashboard';
import { dashboardEndpoints } from '@roi/contract/endpoints/dashboard';
import type { Integration } from '@roi/contract/integrations';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { featureActions, integrations, menuAccess, menuFeatures, organizations } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, createPostAs, insertStoredPost, savedPostOf } from '../../test/post-fixtures.js';
import {
  createClientOrganization,
  createTenantFixture,
  createTestApp,
  FIXTURE_PASSWORD,
  type ClientOrganization,
  type TenantFixture,
  type TestApp,
} from '../../test/test-app.js';

const DAY_MS = 86_400_000;

let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
let riversideManager: SessionData;
let riversideConnection: Integration;
let lakesideConnection: Integration;

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
  riversideConnection = await connectNetwork(t, f.riversideAdmin);
  lakesideConnection = await connectNetwork(t, lakesideAdmin);
});
afterAll(async () => {
  await t.close();
});

async function dashboardOf(session: SessionData, organizationId?: number): Promise<Dashboard> {
  const response = await t.as(session, {
    method: 'GET',
    url: API_PATHS.dashboard,
    query: organizationId === undefined ? {} : { organizationId: String(organizationId) },
  });
  return answerOf(dashboardEndpoints.dashboard, response).data;
}

async function draft(session: SessionData, text: string) {
  const response = await createPostAs(t, session, { publish_status: 1, post_content: `<p>${text}</p>`, post_to: [{ platform_name: 'linkedin' }] });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response);
}

async function submitted(session: SessionData, text: string) {
  const post = await draft(session, text);
  const response = await t.as(session, { method: 'POST', url: API_PATHS.approvalSubmit, payload: { post_id: post.post_id, version: post.version } });
  expect(response.statusCode, response.body).toBe(200);
  return post;
}

/** A post whose one account failed: what LinkedIn's refusal leaves, written straight into the database. */
function failedPost(organizationId: number, userId: number, connection: Integration, text: string) {
  return insertStoredPost(t, { org_id: organizationId, user_id: userId }, text, { postedAt: new Date() }, { accountId: connection.accounts[0]!.id, state: 'failed' });
}

/** Takes an action of a screen away from a role of one organisation, as Menu Access does. */
async function revoke(organizationId: number, roleId: number, element: string, action: string) {
  const [row] = await t.db
    .select({ id: featureActions.id })
    .from(featureActions)
    .innerJoin(menuFeatures, eq(menuFeatures.id, featureActions.featureId))
    .where(and(eq(menuFeatures.element, element), eq(featureActions.actionName, action)));
  await t.db.insert(menuAccess).values({ roleId, organizationId, featureActionId: row!.id, checked: false });
}

describe('what needs the caller now', () => {
  it("counts an organisation's waiting reviews, failed posts, ending connections and next week, and never another's", async () => {
    const waiting = await submitted(f.riversideMember, 'Riverside waits for a decision on the river walk');
    const failedId = await failedPost(f.riverside.id, f.riversideAdmin.user_id, riversideConnection, 'Riverside failed to reach LinkedIn');
    await failedPost(f.lakeside.id, lakesideAdmin.user_id, lakesideConnection, 'Lakeside failed too');
    await t.db
      .update(integrations)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 3 * DAY_MS), refreshTokenExpiresAt: null })
      .where(eq(integrations.id, riversideConnection.id));
    const scheduled = await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Riverside goes out in two days</p>',
      post_to: [{ platform_name: 'linkedin' }],
      schedule_at: utcToZonedLocal(new Date(Date.now() + 2 * DAY_MS), 'UTC'),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Riverside goes out in three weeks</p>',
      post_to: [{ platform_name: 'linkedin' }],
      schedule_at: utcToZonedLocal(new Date(Date.now() + 21 * DAY_MS), 'UTC'),
    });

    const riverside = await dashboardOf(f.riversideAdmin);
    expect(riverside.organization_id).toBe(f.riverside.id);
    expect(riverside.can_create_post).toBe(true);
    expect(riverside.waiting_approvals?.count).toBe(1);
    expect(riverside.waiting_approvals?.items[0]).toMatchObject({ post_id: waiting.post_id, step_name: 'Admin or Manager' });
    expect(riverside.failed_posts).toMatchObject({ count: 1, items: [{ post_id: failedId, excerpt: 'Riverside failed to reach LinkedIn' }] });
    expect(riverside.expiring_connections?.items).toEqual([
      expect.objectContaining({ id: riversideConnection.id, organization_id: f.riverside.id, state: 'expiring' }),
    ]);
    expect(riverside.upcoming?.items.map((item) => item.excerpt)).toEqual(['Riverside goes out in two days']);
    expect(riverside.clients).toBeNull();

    const lakeside = await dashboardOf(lakesideAdmin);
    expect(lakeside.waiting_approvals?.count).toBe(0);
    expect(lakeside.failed_posts?.count).toBe(1);
    expect(lakeside.expiring_connections?.count).toBe(0);
    expect(JSON.stringify(lakeside)).not.toContain('Riverside');
  });

  it("tells the author of a rejected post, with the reviewer's reasons, until it is submitted again", async () => {
    const post = await submitted(f.riversideMember, 'Riverside reopens the old mill');
    const rejected = await t.as(riversideManager, {
      method: 'POST',
      url: API_PATHS.approvalDecide,
      payload: { post_id: post.post_id, version: post.version, step: 0, decision: 'reject', comment: 'Name the mill' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const member = await dashboardOf(f.riversideMember);
    expect(member.rejected_posts?.items).toEqual([expect.objectContaining({ post_id: post.post_id, reason: 'Name the mill' })]);
    // The reviewer's own dashboard does not list someone else's rejection as theirs to act on.
    expect((await dashboardOf(riversideManager)).rejected_posts?.items.map((item) => item.post_id)).not.toContain(post.post_id);

    const again = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalSubmit, payload: { post_id: post.post_id, version: post.version } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await dashboardOf(f.riversideMember)).rejected_posts?.items.map((item) => item.post_id)).not.toContain(post.post_id);
  });

  it('lists the unread mentions of the caller, read once the conversation is opened', async () => {
    const post = await draft(riversideManager, 'A post to talk about');
    const mentioned = await t.as(riversideManager, {
      method: 'POST',
      url: API_PATHS.postCommentAdd,
      payload: { post_id: post.post_id, body: '@admin Riverside EDO does this figure hold?', mention_user_ids: [f.riverside.admin.id] },
    });
    expect(mentioned.statusCode, mentioned.body).toBe(200);
    const before = await dashboardOf(f.riversideAdmin);
    expect(before.mentions.count).toBe(1);
    expect(before.mentions.items[0]).toMatchObject({ post_id: post.post_id, actor_name: 'manager Riverside EDO', excerpt: '@admin Riverside EDO does this figure hold?' });
    expect((await dashboardOf(lakesideAdmin)).mentions.count).toBe(0);

    await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.postComments}?postId=${post.post_id}` });
    expect((await dashboardOf(f.riversideAdmin)).mentions.count).toBe(0);
  });

  it('shows the last 28 days of results to those who may open Analytics, for one organisation at a time', async () => {
    const own = await dashboardOf(f.riversideAdmin);
    expect(own.results).toMatchObject({ totals: null, previous: null, followers: null });
    expect((Date.parse(own.results!.to) - Date.parse(own.results!.from)) / 86_400_000).toBe(27);
    // Every client at once is Analytics' side-by-side view, not a card.
    expect((await dashboardOf(f.agencyAdmin)).results).toBeNull();
    expect((await dashboardOf(f.agencyAdmin, f.riverside.id)).results).not.toBeNull();
    await revoke(f.lakeside.id, lakesideAdmin.role_id, 'Analytics', 'View');
    expect((await dashboardOf(lakesideAdmin)).results).toBeNull();
  });

  it("leaves out the cards of the screens the caller's menu does not grant", async () => {
    // A member sees neither Scheduling's calendar nor its connections by default.
    const member = await dashboardOf(f.riversideMember);
    expect(member.upcoming).toBeNull();
    expect(member.expiring_connections).toBeNull();
    expect(member.waiting_approvals).not.toBeNull();

    await revoke(f.riverside.id, f.riversideMember.role_id, 'Approval', 'View');
    const withoutApproval = await dashboardOf(f.riversideMember);
    expect(withoutApproval.waiting_approvals).toBeNull();
    expect(withoutApproval.rejected_posts).toBeNull();
    expect(withoutApproval.failed_posts).not.toBeNull();

    await revoke(f.riverside.id, f.riversideMember.role_id, 'Dashboard', 'View');
    const refused = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.dashboard });
    expect(refused.statusCode).toBe(403);
  });
});

describe('agency users', () => {
  it("see every client's state in one table, and one client's dashboard when they choose it", async () => {
    // Riverside's river walk, and its mill submitted again.
    const all = await dashboardOf(f.agencyAdmin);
    expect(all.organization_id).toBeNull();
    const riverside = all.clients?.find((row) => row.organization_id === f.riverside.id);
    const lakeside = all.clients?.find((row) => row.organization_id === f.lakeside.id);
    expect(riverside).toMatchObject({ organization_name: 'Riverside EDO', waiting_approvals: 2, failed_posts: 1, expiring_connections: 1 });
    expect(riverside?.next_scheduled_at).not.toBeNull();
    expect(lakeside).toMatchObject({ waiting_approvals: 0, failed_posts: 1, expiring_connections: 0, next_scheduled_at: null });
    expect(all.clients?.map((row) => row.organization_id)).not.toContain(f.agencyAdmin.org_id);

    const chosen = await dashboardOf(f.agencyAdmin, f.lakeside.id);
    expect(chosen).toMatchObject({ organization_id: f.lakeside.id, organization_name: 'Lakeside Partnership', clients: null });
    expect(chosen.failed_posts?.items.map((item) => item.excerpt)).toEqual(['Lakeside failed too']);
    expect(chosen.waiting_approvals?.count).toBe(0);
  });

  it("answers a client user who names another organisation as if it did not exist", async () => {
    const response = await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.dashboard, query: { organizationId: String(f.riverside.id) } });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(errorOf(await t.as(f.agencyAdmin, { method: 'GET', url: API_PATHS.dashboard, query: { organizationId: '2147483647' } })).message);
  });
});

describe('the onboarding steps of a new organisation', () => {
  let hillside: ClientOrganization;
  let admin: SessionData;

  beforeAll(async () => {
    hillside = await createClientOrganization(t.db, 'Hillside Growth');
    await t.db.update(organizations).set({ onboarding: 'offered' }).where(eq(organizations.id, hillside.id));
    admin = await t.signIn(hillside.admin.email, FIXTURE_PASSWORD);
  });

  it('lists the steps not done to those who may do them, each gone once done', async () => {
    // Three people already: the team is invited.
    expect((await dashboardOf(admin)).onboarding).toEqual({ steps: ['connect_linkedin', 'brand', 'first_post'] });
    expect((await dashboardOf(await t.signIn(hillside.member.email, FIXTURE_PASSWORD))).onboarding).toBeNull();

    await connectNetwork(t, admin);
    await draft(admin, 'Hillside says hello');
    expect((await dashboardOf(admin)).onboarding).toEqual({ steps: ['brand'] });

    await t.db.update(organizations).set({ primaryColor: '#1D4ED8' }).where(eq(organizations.id, hillside.id));
    expect((await dashboardOf(admin)).onboarding).toBeNull();
  });

  it('is not offered once dismissed, nor to organisations never offered it', async () => {
    await t.db.update(organizations).set({ onboarding: 'dismissed', primaryColor: null }).where(eq(organizations.id, hillside.id));
    expect((await dashboardOf(admin)).onboarding).toBeNull();
    expect((await dashboardOf(lakesideAdmin)).onboarding).toBeNull();
  });
});
