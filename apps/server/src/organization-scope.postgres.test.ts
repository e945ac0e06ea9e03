import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { AGENCY_ORG_ID } from '@roi/contract/constants';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { runInOrganizationScope } from './db/organization-scope.js';
import { campaigns, menuAccess, organizations, postImages, posts, users } from './db/schema.js';
import { answerOf } from './test/answers.js';
import { connectNetwork, createPostAs, savedPostOf } from './test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from './test/test-app.js';

/**
 * PostgreSQL itself keeps each organisation's rows to it (docs/decisions/0010, drizzle/0005): a query that
 * forgets its organisation, run in a request's scope, sees and changes only that organisation.
 */

let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
let riversidePostId: number;
let lakesidePostId: number;

async function draftOf(session: SessionData, text: string): Promise<number> {
  const response = await createPostAs(t, session, { publish_status: 1, post_content: `<p>${text}</p>` });
  expect(response.statusCode, response.body).toBe(200);
  const postId = savedPostOf(response).post_id;
  await t.db.insert(postImages).values({ postId, url: `/uploads/${text}.png`, contentType: 'image/png', byteSize: 1, position: 0 });
  return postId;
}

const riversideScope = () => ({ organizationId: f.riverside.id });
const organizationIdsOf = (rows: { organizationId: number }[]) => [...new Set(rows.map((row) => row.organizationId))].sort();

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  riversidePostId = await draftOf(f.riversideAdmin, 'riverside');
  lakesidePostId = await draftOf(lakesideAdmin, 'lakeside');
});

afterAll(() => t.close());

describe('the database, in an organisation scope', () => {
  it('shows only that organisation to a query without an organisation filter', async () => {
    const seen = await runInOrganizationScope(riversideScope(), async () => ({
      organizations: await t.db.select({ organizationId: organizations.id }).from(organizations),
      users: await t.db.select({ organizationId: users.organizationId }).from(users),
      campaigns: await t.db.select({ organizationId: campaigns.organizationId }).from(campaigns),
      posts: await t.db.select({ organizationId: posts.organizationId }).from(posts),
      images: await t.db.select({ postId: postImages.postId }).from(postImages),
    }));
    expect(organizationIdsOf(seen.organizations)).toEqual([f.riverside.id]);
    // The agency's staff are readable too: they write for their clients (below).
    expect(organizationIdsOf(seen.users)).toEqual([AGENCY_ORG_ID, f.riverside.id].sort());
    expect(organizationIdsOf(seen.campaigns)).toEqual([f.riverside.id]);
    expect(organizationIdsOf(seen.posts)).toEqual([f.riverside.id]);
    expect(seen.images.map((image) => image.postId)).toEqual([riversidePostId]);
  });

  it('shows every organisation to agency users and to work outside any request', async () => {
    const expected = [f.riverside.id, f.lakeside.id].sort();
    const asAgency = await runInOrganizationScope('all', () => t.db.select({ organizationId: posts.organizationId }).from(posts));
    const unscoped = await t.db.select({ organizationId: posts.organizationId }).from(posts);
    expect(organizationIdsOf(asAgency)).toEqual(expected);
    expect(organizationIdsOf(unscoped)).toEqual(expected);
  });

  it('finds archive records by their words for the scope’s own organisation only', async () => {
    // The word search runs as the table's owner, to use its index (drizzle/0033): it must check the
    // caller's scope itself.
    const matchesOf = async (organizationId: number, words: string) => {
      const answer = (await t.db.execute(sql`select roi_archive_records_with_words(${organizationId}, ${words}) as id`)) as { rows: unknown[] };
      return answer.rows.length;
    };
    const asRiverside = await runInOrganizationScope(riversideScope(), async () => ({
      own: await matchesOf(f.riverside.id, 'riverside'),
      other: await matchesOf(f.lakeside.id, 'lakeside'),
    }));
    expect(asRiverside.own).toBeGreaterThan(0);
    expect(asRiverside.other).toBe(0);
    expect(await runInOrganizationScope('all', () => matchesOf(f.lakeside.id, 'lakeside'))).toBeGreaterThan(0);
    const unscopedTenant = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role roi_tenant`);
      await tx.execute(sql`select set_config('roi.organization_scope', '', true)`);
      return (await tx.execute(sql`select roi_archive_records_with_words(${f.riverside.id}, 'riverside') as id`)) as { rows: unknown[] };
    });
    expect(unscopedTenant.rows).toEqual([]);
  });

  it('reads a calendar range from its index under row security', async () => {
    // A condition PostgreSQL does not hold leak-proof runs after the policy, row by row; the calendar's
    // time is a column of its own so that its range is an index condition (docs/decisions/0037).
    // The agency's view of every organisation: the range is the one condition an index could answer.
    const plan = await runInOrganizationScope('all', () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(
          sql`explain select id from posts where archived_at is null and calendar_at >= now() and calendar_at < now() + interval '1 month'`,
        )) as { rows: { 'QUERY PLAN': string }[] };
        return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      }),
    );
    expect(plan).toMatch(/Index Cond: .*calendar_at >= now\(\)/);
  });

  it('shows nothing to the tenant role when no scope is set: the guard fails closed', async () => {
    const seen = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role roi_tenant`);
      await tx.execute(sql`select set_config('roi.organization_scope', '', true)`);
      return tx.select({ id: posts.id }).from(posts);
    });
    expect(seen).toEqual([]);
  });

  it("refuses to write another organisation's rows, and leaves them as they were", async () => {
    await runInOrganizationScope(riversideScope(), async () => {
      await expect(
        t.db.insert(campaigns).values({ organizationId: f.lakeside.id, name: 'Planted', nameKey: 'planted' }),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      await expect(
        t.db.update(posts).set({ organizationId: f.lakeside.id }).where(eq(posts.id, riversidePostId)),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      const changed = await t.db.update(posts).set({ goal: 'Hijacked' }).returning({ id: posts.id });
      expect(changed.map((row) => row.id)).toEqual([riversidePostId]);
      const removed = await t.db.delete(postImages).where(eq(postImages.postId, lakesidePostId)).returning();
      expect(removed).toEqual([]);
    });
    const [lakesidePost] = await t.db.select().from(posts).where(eq(posts.id, lakesidePostId));
    expect(lakesidePost?.organizationId).toBe(f.lakeside.id);
    expect(lakesidePost?.goal).not.toMatch('Hijacked');
    expect(await t.db.select().from(postImages).where(eq(postImages.postId, lakesidePostId))).toHaveLength(1);
    expect(await t.db.select().from(campaigns).where(eq(campaigns.name, 'Planted'))).toEqual([]);
  });
});

describe('what a client organisation shares with others', () => {
  it('lets its users read what the agency wrote and connected for it, and who did', async () => {
    const agencyDraft = await createPostAs(t, f.agencyAdmin, {
      publish_status: 1,
      organization_id: f.riverside.id,
      post_content: '<p>Written by the agency for Riverside</p>',
    });
    expect(agencyDraft.statusCode, agencyDraft.body).toBe(200);
    const postId = savedPostOf(agencyDraft).post_id;
    const read = await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.postGet}?postId=${postId}` });
    expect(read.statusCode, read.body).toBe(200);
    const listed = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postList, payload: { page: 1, page_size: 100 } });
    expect(answerOf(postEndpoints.postList, listed).records.map((record) => record.post_id)).toContain(postId);

    await connectNetwork(t, f.agencyAdmin, { organizationId: f.riverside.id });
    const connections = await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.userIntegrations}?userId=${f.riversideAdmin.user_id}` });
    expect(connections.statusCode, connections.body).toBe(200);
    expect(answerOf(integrationEndpoints.userIntegrations, connections).records).toHaveLength(1);
  });

  it("reads the defaults every organisation starts from and the agency's staff, and changes neither", async () => {
    const defaultsBefore = await t.db.select().from(menuAccess).where(isNull(menuAccess.organizationId));
    const agencyStaffBefore = await t.db.select().from(users).where(eq(users.organizationId, AGENCY_ORG_ID));
    await runInOrganizationScope(riversideScope(), async () => {
      expect(await t.db.select().from(menuAccess).where(isNull(menuAccess.organizationId))).toHaveLength(defaultsBefore.length);
      expect(await t.db.delete(menuAccess).where(isNull(menuAccess.organizationId)).returning()).toEqual([]);
      const taken = await t.db
        .update(menuAccess)
        .set({ organizationId: f.riverside.id })
        .where(isNull(menuAccess.organizationId))
        .returning();
      expect(taken).toEqual([]);
      expect(await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.organizationId, AGENCY_ORG_ID)).returning()).toEqual([]);
    });
    expect(defaultsBefore.length).toBeGreaterThan(0);
    expect(await t.db.select().from(menuAccess).where(isNull(menuAccess.organizationId))).toEqual(defaultsBefore);
    expect(await t.db.select().from(users).where(eq(users.organizationId, AGENCY_ORG_ID))).toEqual(agencyStaffBefore);
  });
});

describe('a request', () => {
  it("runs in its caller's scope: the organisation of a client user, every organisation for the agency", async () => {
    // A trigger records who the database took each new campaign's writer to be.
    await t.db.execute(sql`create table scope_probe (name text, role text, scope text)`);
    await t.db.execute(sql`grant insert on scope_probe to roi_tenant`);
    await t.db.execute(sql`
      create function record_scope() returns trigger language plpgsql as $$
      begin
        insert into scope_probe values (new.name, current_user, current_setting('roi.organization_scope', true));
        return new;
      end $$`);
    await t.db.execute(sql`create trigger record_scope after insert on campaigns for each row execute function record_scope()`);

    const asRiverside = await createPostAs(t, f.riversideMember, { publish_status: 0, campaign_name: 'Probe by Riverside' });
    const asAgency = await createPostAs(t, f.agencyAdmin, {
      publish_status: 0,
      campaign_name: 'Probe by the agency',
      organization_id: f.riverside.id,
    });
    expect(asRiverside.statusCode, asRiverside.body).toBe(200);
    expect(asAgency.statusCode, asAgency.body).toBe(200);

    const scopeProbe = pgTable('scope_probe', { name: text('name'), role: text('role'), scope: text('scope') });
    expect(await t.db.select().from(scopeProbe).orderBy(scopeProbe.name)).toEqual([
      { name: 'Probe by Riverside', role: 'roi_tenant', scope: String(f.riverside.id) },
      { name: 'Probe by the agency', role: 'roi_tenant', scope: 'all' },
    ]);
  });
});
