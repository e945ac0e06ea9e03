import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { ApprovalStep } from '@roi/contract/approvals';
import type { SessionData } from '@roi/contract/auth';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostRecord } from '@roi/contract/posts';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { campaigns, integrationAccounts, integrations, organizations, postImages, postReviews, posts, publications, reviewEvents, users } from '../../db/schema.js';
import type { Database } from '../../db/database.js';
import { postListVersionOf } from '../../services.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createTenantFixture, createTestApp, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { answerOf } from '../../test/answers.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';

/**
 * A process keeps the pages of the post list it answered, under their list's version (docs/decisions/0021,
 * sixth pass). What a user sees must never be older than what the database holds: every change to
 * anything a page shows, however it was made (a request, a job, another process), shows on the next
 * request.
 */

let t: TestApp;
let f: TenantFixture;
/** A scheduled post with its LinkedIn targets, and a draft whose review was rejected with a comment. */
let scheduled: PostRecord;
let rejected: PostRecord;

const ONE_STEP: ApprovalStep[] = [{ name: 'Sign-off', mode: 'any', approvers: [{ kind: 'role', level: 'admin', side: 'organization' }] }];

async function listed(session: SessionData, postId: number, body: Record<string, unknown> = {}): Promise<PostRecord> {
  const response = await t.as(session, { method: 'POST', url: API_PATHS.postList, payload: { page_size: 100, ...body } });
  const record = answerOf(postEndpoints.postList, response).records.find((each) => each.post_id === postId);
  if (!record) throw new Error(`post ${postId} is not listed`);
  return record;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  await connectNetwork(t, f.riversideAdmin);
  const inAnHour = utcToZonedLocal(new Date(Date.now() + 60 * 60 * 1000), 'UTC');
  const post = savedPostOf(
    await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      campaign_name: 'Kept page',
      post_content: '<p>Site tour next week</p>',
      post_to: [{ platform_name: 'linkedin' }],
      schedule_at: inAnHour,
    }),
  );
  scheduled = await listed(f.riversideAdmin, post.post_id);
  expect(scheduled.targets.length).toBeGreaterThan(0);

  const chain = await t.as(f.riversideAdmin, {
    method: 'PUT',
    url: API_PATHS.approvalChain,
    payload: { organization_id: f.riverside.id, applies_to: 'everyone', steps: ONE_STEP },
  });
  expect(chain.statusCode, chain.body).toBe(200);
  const draft = savedPostOf(
    await createPostAs(t, f.riversideMember, { publish_status: 1, post_content: '<p>For review</p>', post_to: [{ platform_name: 'linkedin' }] }),
  );
  const submitted = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalSubmit, payload: { post_id: draft.post_id, version: draft.version } });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const decided = await t.as(f.riversideAdmin, {
    method: 'POST',
    url: API_PATHS.approvalDecide,
    payload: { post_id: draft.post_id, version: draft.version, step: 0, decision: 'reject', comment: 'Too long' },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  rejected = await listed(f.riversideMember, draft.post_id);
  expect(rejected.review?.rejection).toBe('Too long');
});
afterAll(() => t.close());

describe('a kept page of the post list', () => {
  // Each change is made in the database itself, as a job, another process or the owner of the data would.
  const changes: {
    what: string;
    post: () => PostRecord;
    change: (db: Database, post: PostRecord) => Promise<unknown>;
    shown: (record: PostRecord) => unknown;
    /** What it shows after the change; a function when it depends on the fixture made before it. */
    expected: unknown;
  }[] = [
    {
      what: 'the post’s text',
      post: () => scheduled,
      change: (db, post) => db.update(posts).set({ contentText: 'Site tour moved to Friday' }).where(eq(posts.id, post.post_id)),
      shown: (record) => record.excerpt,
      expected: 'Site tour moved to Friday',
    },
    {
      what: 'its images',
      post: () => scheduled,
      change: (db, post) => db.insert(postImages).values({ postId: post.post_id, url: '/uploads/kept.png', contentType: 'image/png', byteSize: 10, position: 0 }),
      shown: (record) => record.image_count,
      expected: 1,
    },
    {
      what: 'its target’s state, as the publisher moves it',
      post: () => scheduled,
      change: (db, post) => db.update(publications).set({ lastError: 'LinkedIn was down' }).where(eq(publications.postId, post.post_id)),
      shown: (record) => record.targets[0]!.error,
      expected: 'LinkedIn was down',
    },
    {
      what: 'the name of the account it goes to',
      post: () => scheduled,
      change: (db, post) => db.update(integrationAccounts).set({ displayName: 'Riverside Page' }).where(eq(integrationAccounts.id, post.targets[0]!.account_id)),
      shown: (record) => record.targets[0]!.display_name,
      expected: 'Riverside Page',
    },
    {
      what: 'whether that account’s connection is the sandbox',
      post: () => scheduled,
      change: (db) => db.update(integrations).set({ isSandbox: sql`not ${integrations.isSandbox}` }).where(eq(integrations.organizationId, f.riverside.id)),
      shown: (record) => record.targets[0]!.sandbox,
      expected: () => !scheduled.targets[0]!.sandbox,
    },
    {
      what: 'its campaign’s name',
      post: () => scheduled,
      change: (db, post) => db.update(campaigns).set({ name: 'Kept page, renamed' }).where(eq(campaigns.id, post.campaign_id)),
      shown: (record) => record.campaign_name,
      expected: 'Kept page, renamed',
    },
    {
      what: 'its organisation’s name',
      post: () => scheduled,
      change: (db) => db.update(organizations).set({ name: 'Riverside Development' }).where(eq(organizations.id, f.riverside.id)),
      shown: (record) => record.organization_name,
      expected: 'Riverside Development',
    },
    {
      what: 'its organisation’s time zone',
      post: () => scheduled,
      change: (db) => db.update(organizations).set({ timezone: 'America/Chicago' }).where(eq(organizations.id, f.riverside.id)),
      shown: (record) => record.timezone,
      expected: 'America/Chicago',
    },
    {
      what: 'its author’s name',
      post: () => scheduled,
      change: (db, post) => db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, post.user_id)),
      shown: (record) => record.author_name.split(' ')[0],
      expected: 'Renamed',
    },
    {
      what: 'its review',
      post: () => rejected,
      change: (db, post) => db.update(postReviews).set({ submittedAt: new Date('2026-01-02T03:04:05Z') }).where(eq(postReviews.postId, post.post_id)),
      shown: (record) => record.review?.submitted_at,
      expected: '2026-01-02T03:04:05.000Z',
    },
    {
      what: 'the comment it was rejected with',
      post: () => rejected,
      change: (db) => db.update(reviewEvents).set({ comment: 'Shorter, please' }).where(eq(reviewEvents.kind, 'rejected')),
      shown: (record) => record.review?.rejection,
      expected: 'Shorter, please',
    },
  ];

  it.each(changes)('shows a change of $what on the next request, to its organisation and to the agency', async ({ post, change, shown, expected }) => {
    const { post_id: postId } = post();
    const wanted = typeof expected === 'function' ? (expected as () => unknown)() : expected;
    const other = await t.anotherServer();
    try {
      const before = await Promise.all([
        listed(f.riversideAdmin, postId),
        listed(f.agencyAdmin, postId),
        listed(f.agencyAdmin, postId, { organization_id: f.riverside.id }),
      ]);
      // The same pages again: kept, and no different.
      expect(await listed(f.riversideAdmin, postId)).toEqual(before[0]);
      const otherBefore = await other.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postList, payload: { page_size: 100 } });
      expect(otherBefore.statusCode).toBe(200);
      for (const record of before) expect(shown(record)).not.toEqual(wanted);

      await change(t.db, post());

      expect(shown(await listed(f.riversideAdmin, postId))).toEqual(wanted);
      expect(shown(await listed(f.agencyAdmin, postId))).toEqual(wanted);
      expect(shown(await listed(f.agencyAdmin, postId, { organization_id: f.riverside.id }))).toEqual(wanted);
      // Another process keeps its own pages; it sees the change as soon as this one does.
      const otherAfter = answerOf(postEndpoints.postList, await other.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postList, payload: { page_size: 100 } }));
      expect(shown(otherAfter.records.find((record) => record.post_id === postId)!)).toEqual(wanted);
    } finally {
      await other.close();
    }
  });

  it('answers each person their own page: what they may do differs', async () => {
    const asAuthor = await listed(f.riversideAdmin, scheduled.post_id);
    const asMember = await listed(f.riversideMember, scheduled.post_id);
    expect(asAuthor.can_manage).toBe(true);
    expect(asMember.can_manage).toBe(false);
  });
});

describe('the version a page is kept under', () => {
  it('moves when a change to what a page shows commits, and not before, nor for other writes', async () => {
    const database = await openTestDatabase();
    try {
      const version = postListVersionOf(database);
      const [organization] = await database.db.select({ id: organizations.id }).from(organizations).limit(1);
      const before = await version.current(organization!.id);
      await database.db.execute(sql`update users set status = status`);
      await database.db.execute(sql`update organizations set company_logo_url = company_logo_url`);
      expect(await version.current(organization!.id)).toBe(before);

      await database.db.transaction(async (tx) => {
        await tx.update(organizations).set({ name: sql`${organizations.name} || ' '` }).where(eq(organizations.id, organization!.id));
        await tx.update(organizations).set({ name: sql`trim(${organizations.name})` }).where(eq(organizations.id, organization!.id));
        expect(await version.current(organization!.id)).toBe(before);
      });
      const after = await version.current(organization!.id);
      expect(after).toBeGreaterThan(before);
      expect(await version.current(undefined)).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
