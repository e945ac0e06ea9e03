import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { ApprovalStep } from '@roi/contract/approvals';
import type { SessionData } from '@roi/contract/auth';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { notificationEndpoints } from '@roi/contract/endpoints/notifications';
import { MESSAGES } from '@roi/contract/messages';
import { outbox } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { createAgencyUser, createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';

let t: TestApp;
let f: TenantFixture;
let agencyManager: SessionData;
let agencyManagerEmail: string;
let riversideManager: SessionData;
let lakesideAdmin: SessionData;

/** The agency's managers first, then the client's Admin. */
const AGENCY_THEN_CLIENT: ApprovalStep[] = [
  { name: 'Agency review', mode: 'any', approvers: [{ kind: 'role', level: 'manager', side: 'agency' }] },
  { name: 'Client sign-off', mode: 'any', approvers: [{ kind: 'role', level: 'admin', side: 'organization' }] },
];

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  const manager = await createAgencyUser(t.db, 'manager', 'manager@agency-notices.test');
  agencyManagerEmail = manager.email;
  agencyManager = await t.signIn(manager.email, FIXTURE_PASSWORD);
  riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  await connectNetwork(t, f.riversideAdmin);
  const saved = await t.as(f.riversideAdmin, {
    method: 'PUT',
    url: API_PATHS.approvalChain,
    payload: { organization_id: f.riverside.id, applies_to: 'everyone', steps: AGENCY_THEN_CLIENT },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function notificationsOf(session: SessionData) {
  return answerOf(notificationEndpoints.notificationList, await t.as(session, { method: 'GET', url: API_PATHS.notifications })).data;
}

async function mailTo(address: string) {
  return t.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id));
}

async function submittedDraft(text: string) {
  const created = savedPostOf(
    await createPostAs(t, f.riversideMember, { publish_status: 1, post_content: `<p>${text}</p>`, post_to: [{ platform_name: 'linkedin' }] }),
  );
  const submitted = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalSubmit, payload: { post_id: created.post_id, version: created.version } });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return created;
}

describe('notifications of a post’s review', () => {
  it('tells the approvers of the step a post reaches, in the product and by email, and nobody else', async () => {
    const post = await submittedDraft('Our new training centre opens in March.');
    const waiting = (await notificationsOf(agencyManager)).records.find((notice) => notice.post_id === post.post_id);
    expect(waiting).toMatchObject({ kind: 'review_waiting', read: false, organization_id: f.riverside.id });
    expect(waiting!.text).toContain('Agency review');
    expect((await mailTo(agencyManagerEmail))[0]!.subject).toContain('waits for your approval');
    // The client's Admin approves the second step, not the first; the author approves nothing.
    expect((await notificationsOf(f.riversideAdmin)).records.some((notice) => notice.post_id === post.post_id)).toBe(false);
    expect((await notificationsOf(f.riversideMember)).records.some((notice) => notice.post_id === post.post_id)).toBe(false);

    const decided = await t.as(agencyManager, {
      method: 'POST',
      url: API_PATHS.approvalDecide,
      payload: { post_id: post.post_id, version: post.version, step: 0, decision: 'approve' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const next = (await notificationsOf(f.riversideAdmin)).records.find((notice) => notice.post_id === post.post_id);
    expect(next).toMatchObject({ kind: 'review_waiting' });
    expect(next!.text).toContain('Client sign-off');
    // The first step's approver is not told again of the step they passed.
    expect((await notificationsOf(agencyManager)).records.filter((notice) => notice.post_id === post.post_id)).toHaveLength(1);
  });

  it('tells the author of a rejection, with the reviewer and the reasons', async () => {
    const post = await submittedDraft('A post to be rejected.');
    const rejected = await t.as(agencyManager, {
      method: 'POST',
      url: API_PATHS.approvalDecide,
      payload: { post_id: post.post_id, version: post.version, step: 0, decision: 'reject', comment: 'The date is wrong.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const notice = (await notificationsOf(f.riversideMember)).records.find((row) => row.post_id === post.post_id);
    expect(notice).toMatchObject({ kind: 'review_rejected', text: 'The date is wrong.', actor_name: 'Agency manager' });
  });

  it('shows no organisation another’s notifications', async () => {
    expect((await notificationsOf(lakesideAdmin)).records).toEqual([]);
  });
});

describe('mentions in comments', () => {
  it('tells each person mentioned, and refuses the comment whole when someone mentioned is not of the organisation or the agency', async () => {
    const post = await submittedDraft('A post to talk about.');
    const people = answerOf(
      approvalEndpoints.postComments,
      await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.postComments}?postId=${post.post_id}` }),
    ).people;
    expect(people.map((person) => person.id)).toContain(f.riverside.manager.id);
    expect(people.map((person) => person.id)).not.toContain(f.lakeside.admin.id);

    const outsider = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.postCommentAdd,
      payload: { post_id: post.post_id, body: 'Can @admin Lakeside Partnership check?', mention_user_ids: [f.lakeside.admin.id] },
    });
    expect(outsider.statusCode).toBe(400);
    expect(errorOf(outsider).message).toBe(MESSAGES.mentionUserUnknown);
    expect((await notificationsOf(lakesideAdmin)).records).toEqual([]);

    const added = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.postCommentAdd,
      payload: { post_id: post.post_id, body: 'Can @manager Riverside EDO check the figure?', mention_user_ids: [f.riverside.manager.id] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const comments = answerOf(
      approvalEndpoints.postComments,
      await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.postComments}?postId=${post.post_id}` }),
    ).records;
    expect(comments.map((comment) => comment.body)).toEqual(['Can @manager Riverside EDO check the figure?']);
    const mention = (await notificationsOf(riversideManager)).records.find((notice) => notice.kind === 'mention');
    expect(mention).toMatchObject({ post_id: post.post_id, text: 'Can @manager Riverside EDO check the figure?', actor_name: 'member Riverside EDO' });
    const [email] = await mailTo(f.riverside.manager.email);
    expect(email!.subject).toMatch(/^member Riverside EDO mentioned you on a post for “/);
    expect(email!.textBody).toContain('Can @manager Riverside EDO check the figure?');
  });
});

describe('reading notifications', () => {
  it('marks the named ones read, then all, and never another person’s', async () => {
    const before = await notificationsOf(f.riversideAdmin);
    expect(before.unread).toBeGreaterThan(0);
    const first = before.records[0]!;
    const someoneElses = (await notificationsOf(agencyManager)).records[0]!;
    const read = answerOf(
      notificationEndpoints.notificationRead,
      await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.notificationsRead, payload: { ids: [first.id, someoneElses.id] } }),
    ).data;
    expect(read.unread).toBe(before.unread - 1);
    expect((await notificationsOf(f.riversideAdmin)).records.find((notice) => notice.id === first.id)!.read).toBe(true);
    expect((await notificationsOf(agencyManager)).records.find((notice) => notice.id === someoneElses.id)!.read).toBe(false);

    const all = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.notificationsRead, payload: {} });
    expect(answerOf(notificationEndpoints.notificationRead, all).data.unread).toBe(0);
    expect((await notificationsOf(agencyManager)).unread).toBeGreaterThan(0);
  });

  it('refuses what is not a list of ids, and a caller without a session', async () => {
    expect((await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.notificationsRead, payload: { ids: ['x'] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.notifications })).statusCode).toBe(401);
  });
});
