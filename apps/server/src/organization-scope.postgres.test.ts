import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { SessionData } from '@roi/contract/auth';
import type { PostDetail } from '@roi/contract/posts';
import { runInOrganizationScope } from './db/organization-scope.js';
import { campaigns, organizations, postImages, posts, users } from './db/schema.js';
import { createPostAs } from './test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from './test/test-app.js';

/**
 * PostgreSQL itself keeps each organisation's rows to it (decisions §4, drizzle/0005): a query that
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
  const postId = response.json<{ data: PostDetail }>().data.post_id;
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
    expect(organizationIdsOf(seen.users)).toEqual([f.riverside.id]);
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
    expect(lakesidePost).toMatchObject({ organizationId: f.lakeside.id, goal: expect.not.stringMatching('Hijacked') });
    expect(await t.db.select().from(postImages).where(eq(postImages.postId, lakesidePostId))).toHaveLength(1);
    expect(await t.db.select().from(campaigns).where(eq(campaigns.name, 'Planted'))).toEqual([]);
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
