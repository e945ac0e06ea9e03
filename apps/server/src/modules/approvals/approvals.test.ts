import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { ApprovalStep } from '@roi/contract/approvals';
import type { SessionData } from '@roi/contract/auth';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { organizations, outbox, postReviews, reviewLinks } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import {
  createAgencyUser,
  createClientOrganization,
  createTenantFixture,
  createTestApp,
  FIXTURE_PASSWORD,
  type TenantFixture,
  type TestApp,
} from '../../test/test-app.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';

let t: TestApp;
let f: TenantFixture;
let agencyManager: SessionData;
let secondAgencyManager: SessionData;
let riversideManager: SessionData;
let lakesideAdmin: SessionData;

/** Minutes from now on the organisation's clock (the fixtures' organisations have no time zone: UTC). */
const local = (minutesAhead: number) => utcToZonedLocal(new Date(Date.now() + minutesAhead * 60_000), 'UTC');

beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  const manager = await createAgencyUser(t.db, 'manager', 'manager@agency-approvals.test');
  const secondManager = await createAgencyUser(t.db, 'manager', 'second-manager@agency-approvals.test');
  agencyManager = await t.signIn(manager.email, FIXTURE_PASSWORD);
  secondAgencyManager = await t.signIn(secondManager.email, FIXTURE_PASSWORD);
  riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  await connectNetwork(t, f.riversideAdmin);
  await connectNetwork(t, lakesideAdmin);
});
afterAll(async () => {
  await t.close();
});

/** The agency's managers first, then the client's Admin and Manager, both. */
const AGENCY_THEN_CLIENT: ApprovalStep[] = [
  { name: 'Agency review', mode: 'any', approvers: [{ kind: 'role', level: 'manager', side: 'agency' }] },
  {
    name: 'Client sign-off',
    mode: 'all',
    approvers: [
      { kind: 'role', level: 'admin', side: 'organization' },
      { kind: 'role', level: 'manager', side: 'organization' },
    ],
  },
];

async function saveChain(session: SessionData, organizationId: number, steps: ApprovalStep[], appliesTo = 'everyone') {
  return t.as(session, { method: 'PUT', url: API_PATHS.approvalChain, payload: { organization_id: organizationId, applies_to: appliesTo, steps } });
}

async function draft(session: SessionData, text: string) {
  const response = await createPostAs(t, session, { publish_status: 1, post_content: `<p>${text}</p>`, post_to: [{ platform_name: 'linkedin' }] });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response);
}

async function submit(session: SessionData, postId: number, version: number, fields: Record<string, unknown> = {}) {
  return t.as(session, { method: 'POST', url: API_PATHS.approvalSubmit, payload: { post_id: postId, version, ...fields } });
}

async function decide(session: SessionData, postId: number, version: number, step: number, decision: 'approve' | 'reject', comment?: string) {
  return t.as(session, { method: 'POST', url: API_PATHS.approvalDecide, payload: { post_id: postId, version, step, decision, comment } });
}

async function reviewOf(session: SessionData, postId: number) {
  const response = await t.as(session, { method: 'GET', url: `${API_PATHS.approvalReview}?postId=${postId}` });
  return answerOf(approvalEndpoints.approvalReview, response).data;
}

async function postOf(postId: number) {
  return answerOf(postEndpoints.postGet, await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${postId}` })).data;
}

async function mailTo(address: string) {
  return t.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id));
}

/**
 * Unchecks every action of the named menu features for a role of an organisation, as its Admin would on
 * the menu settings screen.
 */
async function withdrawFeatures(admin: SessionData, organizationId: number, roleId: number, elements: string[]) {
  const matrix = answerOf(
    menuEndpoints.getMenu,
    await t.as(admin, { method: 'GET', url: API_PATHS.getMenu, query: { orgTypeId: '2', roleId: String(roleId), organizationId: String(organizationId) } }),
  ).records;
  const menus = matrix
    .map((menu) => ({
      menu_id: menu.menu_id,
      features: menu.features
        .filter((feature) => elements.includes(feature.element))
        .map((feature) => ({ feature_id: feature.feature_id, actions: feature.actions.map((action) => ({ action_name: action.action_name, checked: false })) })),
    }))
    .filter((menu) => menu.features.length > 0);
  expect(menus.flatMap((menu) => menu.features)).toHaveLength(elements.length);
  const saved = await t.as(admin, { method: 'PUT', url: API_PATHS.setMenu, payload: { role_id: roleId, organization_id: organizationId, menus } });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('approval chains', () => {
  it('answers the default rule until a chain is saved: one step, any Admin or Manager', async () => {
    const answer = answerOf(
      approvalEndpoints.approvalChainGet,
      await t.as(f.riversideMember, { method: 'GET', url: `${API_PATHS.approvalChain}?organizationId=${f.riverside.id}` }),
    );
    expect(answer.data).toMatchObject({ is_default: true, applies_to: 'without_publish', can_edit: false });
    expect(answer.data.steps).toHaveLength(1);
    expect(answer.data.steps[0]!.mode).toBe('any');
    expect(answer.data.users.map((user) => user.email)).toContain(f.riverside.admin.email);
    expect(answer.data.users.map((user) => user.email)).not.toContain(f.lakeside.admin.email);
  });

  it('keeps today’s gate under the default rule: a Member’s post waits for someone who may publish', async () => {
    const response = await createPostAs(t, f.riversideMember, { publish_status: 2, post_content: '<p>Held by default</p>', post_to: [{ platform_name: 'linkedin' }] });
    expect(savedPostOf(response).targets.every((target) => target.state === 'held')).toBe(true);
  });

  it('lets only those whose menu grants Approval: Edit replace a chain, and only of an organisation in their scope', async () => {
    expect((await saveChain(f.riversideMember, f.riverside.id, AGENCY_THEN_CLIENT)).statusCode).toBe(403);
    expect((await saveChain(lakesideAdmin, f.riverside.id, AGENCY_THEN_CLIENT)).statusCode).toBe(404);
    const unknownUser = await saveChain(f.riversideAdmin, f.riverside.id, [
      { name: 'Named', mode: 'any', approvers: [{ kind: 'user', user_id: f.lakeside.admin.id }] },
    ]);
    expect(unknownUser.statusCode).toBe(400);
    expect(errorOf(unknownUser).message).toBe(MESSAGES.approverUserUnknown);
    const empty = await saveChain(f.riversideAdmin, f.riverside.id, []);
    expect(empty.statusCode).toBe(400);
    const saved = await saveChain(f.agencyAdmin, f.riverside.id, [
      ...AGENCY_THEN_CLIENT,
      { name: 'External', mode: 'any', approvers: [{ kind: 'email', email: 'Director@Example.org' }] },
    ]);
    expect(answerOf(approvalEndpoints.approvalChainReplace, saved).data.steps[2]!.approvers[0]).toEqual({ kind: 'email', email: 'director@example.org' });
    const replaced = answerOf(approvalEndpoints.approvalChainReplace, await saveChain(f.riversideAdmin, f.riverside.id, AGENCY_THEN_CLIENT));
    expect(replaced.data).toMatchObject({ is_default: false, applies_to: 'everyone', steps: AGENCY_THEN_CLIENT });
    // Lakeside's chain is untouched.
    const lakeside = answerOf(
      approvalEndpoints.approvalChainGet,
      await t.as(lakesideAdmin, { method: 'GET', url: `${API_PATHS.approvalChain}?organizationId=${f.lakeside.id}` }),
    );
    expect(lakeside.data.is_default).toBe(true);
  });
});

describe('reviews', () => {
  it('walks a post through the agency’s step and the client’s, back to the first step after an edit, then out at its time', async () => {
    const post = await draft(f.riversideMember, 'Site tour on the riverfront');
    const direct = await createPostAs(t, f.riversideAdmin, {
      post_id: post.post_id,
      publish_status: 2,
      post_content: '<p>Site tour on the riverfront</p>',
      post_to: [{ platform_name: 'linkedin' }],
    });
    expect(direct.statusCode).toBe(409);
    expect(errorOf(direct).message).toBe(MESSAGES.approvalRequired);

    const submitted = answerOf(approvalEndpoints.approvalSubmit, await submit(f.riversideMember, post.post_id, post.version, { note: 'For the May newsletter', schedule_at: local(120) }));
    expect(submitted.data.review).toMatchObject({ state: 'in_review', step: 0, step_count: 2, step_name: 'Agency review' });
    expect((await submit(f.riversideMember, post.post_id, post.version)).statusCode).toBe(409);

    // Nothing may publish it meanwhile, whatever is sent.
    for (const [url, payload] of [
      [API_PATHS.postPublish, { post_id: post.post_id }],
      [API_PATHS.postReschedule, { post_id: post.post_id, schedule_at: local(60) }],
    ] as const) {
      const refused = await t.as(f.riversideAdmin, { method: 'POST', url, payload });
      expect(refused.statusCode, url).toBe(409);
      expect(errorOf(refused).message).toBe(MESSAGES.postInReview);
    }

    const own = await decide(f.riversideMember, post.post_id, post.version, 0, 'approve');
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(MESSAGES.reviewOwnPost);
    const notApprover = await decide(riversideManager, post.post_id, post.version, 0, 'approve');
    expect(errorOf(notApprover).message).toBe(MESSAGES.reviewNotApprover);

    expect((await decide(agencyManager, post.post_id, post.version, 0, 'approve')).statusCode).toBe(200);
    expect((await reviewOf(f.riversideMember, post.post_id)).record!.review.step).toBe(1);

    // The author edits the text: a new version, back to the first step.
    const edited = savedPostOf(
      await createPostAs(t, f.riversideMember, { post_id: post.post_id, publish_status: 1, post_content: '<p>Site tour on the riverfront, 14 June</p>' }),
    );
    expect(edited.version).toBe(post.version + 1);
    expect(edited.review).toMatchObject({ state: 'in_review', step: 0 });
    const stale = await decide(agencyManager, post.post_id, post.version, 0, 'approve');
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(MESSAGES.reviewVersionChanged);
    // The reviewer who approved the first version sees what changed since; one who saw none, nothing.
    expect((await reviewOf(agencyManager, post.post_id)).record!.seen).toEqual({ version: post.version, text: 'Site tour on the riverfront' });
    expect((await reviewOf(f.riversideAdmin, post.post_id)).record!.seen).toBeNull();

    expect((await decide(agencyManager, post.post_id, edited.version, 0, 'approve')).statusCode).toBe(200);
    expect((await reviewOf(agencyManager, post.post_id)).record!.seen).toBeNull();
    const firstSignOff = answerOf(approvalEndpoints.approvalDecide, await decide(f.riversideAdmin, post.post_id, edited.version, 1, 'approve'));
    // All: the Manager's approval is still needed.
    expect(firstSignOff.data.review).toMatchObject({ state: 'in_review', step: 1 });
    expect((await decide(f.riversideAdmin, post.post_id, edited.version, 1, 'approve')).statusCode).toBe(409);
    const last = answerOf(approvalEndpoints.approvalDecide, await decide(riversideManager, post.post_id, edited.version, 1, 'approve'));
    expect(last.data.review.state).toBe('approved');

    const posted = await postOf(post.post_id);
    expect(posted.publish_status).toBe(2);
    expect(posted.targets.map((target) => target.state)).toEqual(['scheduled', 'scheduled']);
    expect(posted.scheduled_at).toBe(submitted.data.review.schedule_at);

    const history = (await reviewOf(f.riversideMember, post.post_id)).history;
    expect(history.map((event) => [event.kind, event.step, event.version])).toEqual([
      ['submitted', 0, post.version],
      ['approved', 0, post.version],
      ['reset', 0, edited.version],
      ['approved', 0, edited.version],
      ['approved', 1, edited.version],
      ['approved', 1, edited.version],
      ['published', 1, edited.version],
    ]);
    expect(history[0]!.comment).toBe('For the May newsletter');
  });

  it('takes two reviewers deciding at once one after the other: the second is told the post moved on', async () => {
    const post = await draft(f.riversideMember, 'Two reviewers at once');
    await submit(f.riversideMember, post.post_id, post.version);
    const answers = await Promise.all([
      decide(agencyManager, post.post_id, post.version, 0, 'approve'),
      decide(secondAgencyManager, post.post_id, post.version, 0, 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).message).toBe(MESSAGES.reviewStepMoved);
    expect((await reviewOf(f.riversideAdmin, post.post_id)).history.filter((event) => event.kind === 'approved')).toHaveLength(1);
  });

  it('returns a rejected post to its author with the reasons, by email too', async () => {
    const post = await draft(f.riversideMember, 'Needs a better hook');
    await submit(f.riversideMember, post.post_id, post.version);
    const noReason = await decide(agencyManager, post.post_id, post.version, 0, 'reject');
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).message).toBe(MESSAGES.reviewRejectionNeedsReason);
    const rejected = answerOf(approvalEndpoints.approvalDecide, await decide(agencyManager, post.post_id, post.version, 0, 'reject', 'Lead with the jobs figure.'));
    expect(rejected.message).toBe(MESSAGES.reviewRejected);
    expect(rejected.data.review).toMatchObject({ state: 'rejected', rejection: 'Lead with the jobs figure.' });
    const again = await postOf(post.post_id);
    expect(again.publish_status).toBe(1);
    expect(again.review).toMatchObject({ state: 'rejected', rejection: 'Lead with the jobs figure.' });
    const [mail] = await mailTo(f.riverside.member.email);
    expect(mail!.subject).toContain('was rejected');
    expect(mail!.textBody).toContain('Lead with the jobs figure.');
    // Once rejected it can be changed and submitted again.
    expect((await submit(f.riversideMember, post.post_id, post.version)).statusCode).toBe(200);
  });

  it('lets the author withdraw a submission, and no one of another organisation', async () => {
    const post = await draft(f.riversideMember, 'Withdrawn soon');
    await submit(f.riversideMember, post.post_id, post.version);
    expect((await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.approvalWithdraw, payload: { post_id: post.post_id } })).statusCode).toBe(404);
    const withdrawn = answerOf(
      approvalEndpoints.approvalWithdraw,
      await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalWithdraw, payload: { post_id: post.post_id } }),
    );
    expect(withdrawn.data.review.state).toBe('withdrawn');
    const twice = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalWithdraw, payload: { post_id: post.post_id } });
    expect(errorOf(twice).message).toBe(MESSAGES.reviewNotOpen);
  });

  it('refuses to schedule or publish an embargoed post before its time, and shows the embargo', async () => {
    const post = await draft(f.riversideMember, 'Embargoed announcement');
    const embargo = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.approvalEmbargo,
      payload: { post_id: post.post_id, not_before: local(3 * 24 * 60) },
    });
    const notBefore = answerOf(approvalEndpoints.approvalEmbargo, embargo).data.not_before;
    expect(answerOf(approvalEndpoints.approvalEmbargo, embargo).message).toBe(MESSAGES.embargoSaved);
    expect((await postOf(post.post_id)).not_before).toBe(notBefore);
    // Lifted and set again: each says what it did.
    const lifted = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalEmbargo, payload: { post_id: post.post_id, not_before: null } });
    expect(answerOf(approvalEndpoints.approvalEmbargo, lifted)).toMatchObject({ message: MESSAGES.embargoLifted, data: { not_before: null } });
    await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalEmbargo, payload: { post_id: post.post_id, not_before: local(3 * 24 * 60) } });
    const early = await submit(f.riversideMember, post.post_id, post.version, { schedule_at: local(24 * 60) });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(MESSAGES.postEmbargoed);
    const now = await submit(f.riversideMember, post.post_id, post.version);
    expect(errorOf(now).message).toBe(MESSAGES.postEmbargoed);
    expect((await submit(f.riversideMember, post.post_id, post.version, { schedule_at: local(4 * 24 * 60) })).statusCode).toBe(200);
    const duringReview = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.approvalEmbargo, payload: { post_id: post.post_id, not_before: null } });
    expect(errorOf(duringReview).message).toBe(MESSAGES.postInReview);
  });

  it('marks a post still in review when its time passes as expired, publishes nothing, and tells its author', async () => {
    const post = await draft(f.riversideMember, 'Too late for the fair');
    await submit(f.riversideMember, post.post_id, post.version, { schedule_at: local(90) });
    await t.db.update(postReviews).set({ scheduleAt: sql`now() - interval '1 second'` }).where(eq(postReviews.postId, post.post_id));
    await t.app.publisher.runDue();
    const after = await postOf(post.post_id);
    expect(after.review!.state).toBe('expired');
    expect(after.publish_status).toBe(1);
    expect(after.targets).toEqual([]);
    expect((await mailTo(f.riverside.member.email))[0]!.subject).toContain('expired before it was approved');
    const late = await decide(agencyManager, post.post_id, post.version, 0, 'approve');
    expect(errorOf(late).message).toBe(MESSAGES.reviewNotOpen);
  });
});

describe('the approval screen’s lists', () => {
  it('shows each reviewer what waits for them, and never another organisation’s posts', async () => {
    const post = await draft(f.riversideMember, 'Waiting for the agency');
    await submit(f.riversideMember, post.post_id, post.version);
    const list = async (session: SessionData, tab: string, extra: Record<string, unknown> = {}) =>
      answerOf(approvalEndpoints.approvalReviews, await t.as(session, { method: 'POST', url: API_PATHS.approvalReviews, payload: { tab, ...extra } })).records;

    const waiting = await list(agencyManager, 'waiting');
    expect(waiting.map((record) => record.post.post_id)).toContain(post.post_id);
    expect(waiting.every((record) => record.can_decide)).toBe(true);
    expect((await list(agencyManager, 'waiting', { organization_id: f.lakeside.id })).map((record) => record.post.post_id)).not.toContain(post.post_id);
    expect((await list(riversideManager, 'waiting')).map((record) => record.post.post_id)).not.toContain(post.post_id);
    expect((await list(f.riversideMember, 'mine')).map((record) => record.post.post_id)).toContain(post.post_id);
    const count = answerOf(approvalEndpoints.approvalWaitingCount, await t.as(agencyManager, { method: 'GET', url: API_PATHS.approvalWaitingCount }));
    expect(count.data.count).toBe(waiting.length);

    for (const tab of ['waiting', 'mine', 'decided']) {
      expect((await list(lakesideAdmin, tab)).every((record) => record.post.organization_id === f.lakeside.id), tab).toBe(true);
    }
    expect((await t.as(lakesideAdmin, { method: 'GET', url: `${API_PATHS.approvalReview}?postId=${post.post_id}` })).statusCode).toBe(404);
    expect((await decide(lakesideAdmin, post.post_id, post.version, 0, 'approve')).statusCode).toBe(404);
    const foreignFilter = await t.as(lakesideAdmin, { method: 'POST', url: API_PATHS.approvalReviews, payload: { tab: 'waiting', organization_id: f.riverside.id } });
    expect(foreignFilter.statusCode).toBe(404);
  });

  it('finds what waits for a reviewer however many newer posts are in review that do not', async () => {
    const hillside = await createClientOrganization(t.db, 'Hillside Council');
    const admin = await t.signIn(hillside.admin.email, FIXTURE_PASSWORD);
    const member = await t.signIn(hillside.member.email, FIXTURE_PASSWORD);
    await connectNetwork(t, admin);
    expect((await saveChain(admin, hillside.id, [{ name: 'Admin', mode: 'any', approvers: [{ kind: 'role', level: 'admin', side: 'organization' }] }])).statusCode).toBe(200);
    const waiting = await draft(member, 'The oldest post in review, waiting for the Admin');
    expect((await submit(member, waiting.post_id, waiting.version)).statusCode).toBe(200);
    // More of the Admin's own posts in review than one list shows: none of them waits for the Admin.
    for (let index = 0; index < 51; index += 1) {
      const own = await draft(admin, `The Admin's own post ${index}`);
      expect((await submit(admin, own.post_id, own.version)).statusCode).toBe(200);
    }
    const listed = answerOf(approvalEndpoints.approvalReviews, await t.as(admin, { method: 'POST', url: API_PATHS.approvalReviews, payload: { tab: 'waiting' } }));
    expect(listed.records.map((record) => record.post.post_id)).toEqual([waiting.post_id]);
    const count = answerOf(approvalEndpoints.approvalWaitingCount, await t.as(admin, { method: 'GET', url: API_PATHS.approvalWaitingCount }));
    expect(count.data.count).toBe(1);
  });

  it('names the accounts each review goes to, filters by them within the organisation, and publishes only to those still chosen', async () => {
    const brookside = await createClientOrganization(t.db, 'Brookside Trust');
    const admin = await t.signIn(brookside.admin.email, FIXTURE_PASSWORD);
    const member = await t.signIn(brookside.member.email, FIXTURE_PASSWORD);
    const connection = await connectNetwork(t, admin);
    const [first, second] = connection.accounts.map((account) => account.id) as [number, number];
    const choose = async (accountIds: number[]) =>
      expect((await t.as(admin, { method: 'POST', url: API_PATHS.selectAccounts, payload: { integration_id: connection.id, account_ids: accountIds } })).statusCode).toBe(200);
    const list = async (session: SessionData, payload: Record<string, unknown>) => {
      const response = await t.as(session, { method: 'POST', url: API_PATHS.approvalReviews, payload: { tab: 'waiting', ...payload } });
      return answerOf(approvalEndpoints.approvalReviews, response).records.map((record) => record.post.post_id);
    };

    const both = await draft(member, 'To both of Brookside’s accounts');
    const toBoth = answerOf(approvalEndpoints.approvalSubmit, await submit(member, both.post_id, both.version));
    expect(toBoth.data.post.accounts.map((account) => account.id)).toEqual([first, second]);
    expect(toBoth.data.post.accounts[0]!.display_name).toBe(connection.accounts[0]!.display_name);
    await choose([first]);
    const one = await draft(member, 'To Brookside’s first account only');
    const toOne = answerOf(approvalEndpoints.approvalSubmit, await submit(member, one.post_id, one.version));
    expect(toOne.data.post.accounts.map((account) => account.id)).toEqual([first]);

    expect(await list(admin, { account_id: second })).toEqual([both.post_id]);
    expect(await list(admin, { account_id: first })).toEqual([one.post_id, both.post_id]);
    expect(await list(agencyManager, { organization_id: brookside.id, account_id: second })).toEqual([both.post_id]);
    // Another organisation's account finds nothing; nor does naming it with another organisation.
    expect(await list(lakesideAdmin, { account_id: first })).toEqual([]);
    expect(await list(agencyManager, { organization_id: f.lakeside.id, account_id: first })).toEqual([]);
    for (const accountId of ['first', -1, 0, 1.5, 2 ** 40]) {
      const hostile = await t.as(admin, { method: 'POST', url: API_PATHS.approvalReviews, payload: { tab: 'waiting', account_id: accountId } });
      expect(hostile.statusCode, JSON.stringify(accountId)).toBe(400);
    }

    // Submitted for both, approved when only the first is still chosen: it goes to the first alone.
    expect((await decide(admin, both.post_id, both.version, 0, 'approve')).statusCode).toBe(200);
    const [posted] = await t.db.select({ accountIds: postReviews.accountIds, state: postReviews.state }).from(postReviews).where(eq(postReviews.postId, both.post_id));
    expect(posted).toEqual({ accountIds: [first, second], state: 'approved' });
    const targets = await t.as(admin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${both.post_id}` });
    expect(answerOf(postEndpoints.postGet, targets).data.targets.map((target) => target.account_id)).toEqual([first]);

    // None of its accounts is chosen any more: refused clearly, still in review.
    await choose([second]);
    const refused = await decide(admin, one.post_id, one.version, 0, 'approve');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(MESSAGES.noPublishTargets);
    const stillOpen = await reviewOf(member, one.post_id);
    expect(stillOpen.record!.review.state).toBe('in_review');
    expect(stillOpen.history.map((event) => event.kind)).toEqual(['submitted']);
    // Rejecting needs nowhere to publish.
    expect((await decide(admin, one.post_id, one.version, 0, 'reject', 'Choose its account again first.')).statusCode).toBe(200);
  });

  it('offers a reviewer whose role may not view posts the accounts of their organisation to filter by, and never another’s', async () => {
    const eastside = await createClientOrganization(t.db, 'Eastside Partnership');
    const admin = await t.signIn(eastside.admin.email, FIXTURE_PASSWORD);
    const connection = await connectNetwork(t, admin);
    const reviewer = await t.signIn(eastside.manager.email, FIXTURE_PASSWORD);
    // Eastside's Managers review posts but may no longer view the Posts screen.
    const matrix = answerOf(
      menuEndpoints.getMenu,
      await t.as(admin, { method: 'GET', url: API_PATHS.getMenu, query: { orgTypeId: '2', roleId: String(reviewer.role_id), organizationId: String(eastside.id) } }),
    ).records;
    const postsMenu = matrix.find((entry) => entry.features.some((feature) => feature.element === 'Posts'))!;
    const postsFeature = postsMenu.features.find((feature) => feature.element === 'Posts')!;
    const withoutPostsView = await t.as(admin, {
      method: 'PUT',
      url: API_PATHS.setMenu,
      payload: {
        role_id: reviewer.role_id,
        organization_id: eastside.id,
        menus: [{ menu_id: postsMenu.menu_id, features: [{ feature_id: postsFeature.feature_id, actions: [{ action_name: 'View', checked: false }] }] }],
      },
    });
    expect(withoutPostsView.statusCode, withoutPostsView.body).toBe(200);
    const connections = await t.as(reviewer, { method: 'GET', url: `${API_PATHS.userIntegrations}?userId=${reviewer.user_id}&organizationId=${eastside.id}` });
    expect(connections.statusCode).toBe(403);

    const accountsOf = (session: SessionData, organizationId: number) =>
      t.as(session, { method: 'GET', url: `${API_PATHS.approvalAccounts}?organizationId=${organizationId}` });
    const offered = answerOf(approvalEndpoints.approvalAccounts, await accountsOf(reviewer, eastside.id)).records;
    expect(offered).toEqual(
      connection.accounts.map((account) => ({ id: account.id, display_name: account.display_name, account_type: account.account_type, sandbox: true })),
    );
    // Another organisation's accounts: as if it did not exist, for its neighbours; only its own for the agency.
    expect((await accountsOf(reviewer, f.lakeside.id)).statusCode).toBe(404);
    expect((await accountsOf(lakesideAdmin, eastside.id)).statusCode).toBe(404);
    const lakesideAccounts = answerOf(approvalEndpoints.approvalAccounts, await accountsOf(agencyManager, f.lakeside.id)).records;
    expect(lakesideAccounts.length).toBeGreaterThan(0);
    expect(lakesideAccounts.some((account) => offered.some((own) => own.id === account.id))).toBe(false);
  });

  it('offers a reviewer whose role has no Posts permission the organisation and its campaigns to filter by', async () => {
    const westside = await createClientOrganization(t.db, 'Westside Growth Office');
    const admin = await t.signIn(westside.admin.email, FIXTURE_PASSWORD);
    const member = await t.signIn(westside.member.email, FIXTURE_PASSWORD);
    await connectNetwork(t, admin);
    for (const campaign of ['Harvest Festival', 'Business Parks']) {
      const made = await createPostAs(t, member, { publish_status: 1, post_content: `<p>${campaign} news</p>`, campaign_name: campaign });
      const post = savedPostOf(made);
      expect((await submit(member, post.post_id, post.version)).statusCode).toBe(200);
    }
    // Westside's Managers review posts but hold nothing of Posts or Create Post any more.
    const reviewer = await t.signIn(westside.manager.email, FIXTURE_PASSWORD);
    await withdrawFeatures(admin, westside.id, reviewer.role_id, ['Posts', 'PostsCreate']);
    expect((await t.as(reviewer, { method: 'GET', url: API_PATHS.postOrganizations })).statusCode).toBe(403);
    expect((await t.as(reviewer, { method: 'GET', url: API_PATHS.postCampaigns, query: { organizationId: String(westside.id) } })).statusCode).toBe(403);

    const organizations = await t.as(reviewer, { method: 'GET', url: API_PATHS.approvalOrganizations });
    expect(answerOf(approvalEndpoints.approvalOrganizations, organizations).records).toEqual([{ id: westside.id, organization_name: 'Westside Growth Office' }]);
    const campaigns = answerOf(
      approvalEndpoints.approvalCampaigns,
      await t.as(reviewer, { method: 'GET', url: API_PATHS.approvalCampaigns, query: { organizationId: String(westside.id) } }),
    ).records;
    expect(campaigns.map((campaign) => campaign.name)).toEqual(['Business Parks', 'Harvest Festival']);
    expect(campaigns.every((campaign) => Object.keys(campaign).sort().join() === 'id,name')).toBe(true);
    // A choice narrows the reviewer's list to that campaign's posts.
    const harvest = campaigns.find((campaign) => campaign.name === 'Harvest Festival')!;
    const narrowed = answerOf(
      approvalEndpoints.approvalReviews,
      await t.as(reviewer, { method: 'POST', url: API_PATHS.approvalReviews, payload: { tab: 'waiting', campaign_id: harvest.id } }),
    ).records;
    expect(narrowed.map((record) => record.post.campaign_name)).toEqual(['Harvest Festival']);
  });

  it('answers a client user asking for another organisation’s campaigns as if it did not exist', async () => {
    const northside = await createClientOrganization(t.db, 'Northside Development Board');
    const admin = await t.signIn(northside.admin.email, FIXTURE_PASSWORD);
    expect((await createPostAs(t, admin, { publish_status: 1, post_content: '<p>Quiet launch</p>', campaign_name: 'Secret Expansion' })).statusCode).toBe(200);
    const campaignsOf = (session: SessionData, organizationId: number) =>
      t.as(session, { method: 'GET', url: API_PATHS.approvalCampaigns, query: { organizationId: String(organizationId) } });

    const foreign = await campaignsOf(lakesideAdmin, northside.id);
    const missing = await campaignsOf(lakesideAdmin, 2_147_483_647);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign)).toEqual(errorOf(missing));
    expect(foreign.body).not.toContain('Secret Expansion');
    expect(foreign.body).not.toContain('Northside');
    expect((await campaignsOf(f.riversideMember, northside.id)).statusCode).toBe(404);
    // Its own, and the agency's view of it, are unchanged.
    expect(answerOf(approvalEndpoints.approvalCampaigns, await campaignsOf(admin, northside.id)).records.map((campaign) => campaign.name)).toEqual([
      'Secret Expansion',
    ]);
    expect(answerOf(approvalEndpoints.approvalCampaigns, await campaignsOf(agencyManager, northside.id)).records.map((campaign) => campaign.name)).toEqual([
      'Secret Expansion',
    ]);
    // Lakeside's own campaigns name nothing of Northside's.
    const lakesideCampaigns = answerOf(approvalEndpoints.approvalCampaigns, await campaignsOf(lakesideAdmin, f.lakeside.id)).records;
    expect(lakesideCampaigns.map((campaign) => campaign.name)).not.toContain('Secret Expansion');
  });

  it('offers agency users every organisation to filter by, and a client user their own alone', async () => {
    const everyOrganization = await t.db.select({ id: organizations.id, organization_name: organizations.name }).from(organizations);
    const offered = answerOf(approvalEndpoints.approvalOrganizations, await t.as(agencyManager, { method: 'GET', url: API_PATHS.approvalOrganizations })).records;
    expect([...offered].sort((a, b) => a.id - b.id)).toEqual([...everyOrganization].sort((a, b) => a.id - b.id));
    expect(offered.map((organization) => organization.id)).toEqual(expect.arrayContaining([f.riverside.id, f.lakeside.id]));
    const own = answerOf(approvalEndpoints.approvalOrganizations, await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.approvalOrganizations })).records;
    expect(own).toEqual([{ id: f.lakeside.id, organization_name: everyOrganization.find((organization) => organization.id === f.lakeside.id)!.organization_name }]);
  });

  it('refuses both filter lists to a role without Approval: View', async () => {
    const southside = await createClientOrganization(t.db, 'Southside Enterprise Zone');
    const admin = await t.signIn(southside.admin.email, FIXTURE_PASSWORD);
    const member = await t.signIn(southside.member.email, FIXTURE_PASSWORD);
    await withdrawFeatures(admin, southside.id, member.role_id, ['Approval']);
    const organizationsAnswer = await t.as(member, { method: 'GET', url: API_PATHS.approvalOrganizations });
    expect(organizationsAnswer.statusCode).toBe(403);
    expect(errorOf(organizationsAnswer).message).toBe(MESSAGES.forbidden);
    const campaignsAnswer = await t.as(member, { method: 'GET', url: API_PATHS.approvalCampaigns, query: { organizationId: String(southside.id) } });
    expect(campaignsAnswer.statusCode).toBe(403);
    expect(errorOf(campaignsAnswer).message).toBe(MESSAGES.forbidden);
    // The Admin, whose role keeps it, still gets them.
    expect((await t.as(admin, { method: 'GET', url: API_PATHS.approvalCampaigns, query: { organizationId: String(southside.id) } })).statusCode).toBe(200);
  });

  it('tells the posts list where each post is in its chain', async () => {
    const list = answerOf(postEndpoints.postList, await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postList, payload: {} }));
    const inReview = list.records.find((record) => record.review?.state === 'in_review');
    expect(inReview?.review).toMatchObject({ step_count: 2 });
  });

  it('shows each post in the list as the post itself is read: its times, its targets and its latest review', async () => {
    const rejected = await draft(f.riversideMember, 'Rejected, with the reviewer’s reasons');
    await submit(f.riversideMember, rejected.post_id, rejected.version);
    await decide(agencyManager, rejected.post_id, rejected.version, 0, 'reject', 'Name the site.');
    const list = answerOf(postEndpoints.postList, await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postList, payload: { page_size: 100 } }));
    expect(list.records.find((record) => record.post_id === rejected.post_id)?.review).toMatchObject({ state: 'rejected', rejection: 'Name the site.' });
    // What this file has made of Riverside's posts before: embargoed, in review, sent out.
    expect(list.records.some((record) => record.not_before !== null)).toBe(true);
    expect(list.records.some((record) => record.targets.length > 0)).toBe(true);
    for (const record of list.records) {
      const read = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(record.post_id) } });
      const post = answerOf(postEndpoints.postGet, read).data;
      const asRead = Object.fromEntries(Object.keys(record).map((key) => [key, post[key as keyof typeof post]]));
      expect(record).toEqual(asRead);
    }
  });
});

describe('review links', () => {
  let lakesideMember: SessionData;
  const DIRECTOR = 'director@lakeside-board.test';
  const tokenIn = (text: string) => /\/review#([A-Za-z0-9_-]+)/.exec(text)![1]!;

  beforeAll(async () => {
    lakesideMember = await t.signIn(f.lakeside.member.email, FIXTURE_PASSWORD);
    const saved = await saveChain(lakesideAdmin, f.lakeside.id, [
      { name: 'Board director', mode: 'any', approvers: [{ kind: 'email', email: DIRECTOR }] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  async function submittedLakesidePost(text: string) {
    const response = await createPostAs(t, lakesideMember, { publish_status: 1, post_content: `<p>${text}</p>`, post_to: [{ platform_name: 'linkedin' }] });
    const post = savedPostOf(response);
    expect((await submit(lakesideMember, post.post_id, post.version)).statusCode).toBe(200);
    return post;
  }

  async function sendLink(postId: number, email = DIRECTOR) {
    return t.as(lakesideMember, {
      method: 'POST',
      url: API_PATHS.reviewLinkCreate,
      payload: { post_id: postId, reviewer_name: 'Dana Director', reviewer_email: email },
    });
  }

  async function linkTokenFor(postId: number) {
    const sent = answerOf(approvalEndpoints.reviewLinkCreate, await sendLink(postId));
    const [mail] = await mailTo(DIRECTOR);
    return { link: sent.data, token: tokenIn(mail!.textBody) };
  }

  const open = (token: string) => t.app.inject({ method: 'POST', url: API_PATHS.reviewLinkOpen, payload: { token } });
  const decideByLink = (token: string, version: number, decision: 'approve' | 'reject', comment?: string) =>
    t.app.inject({ method: 'POST', url: API_PATHS.reviewLinkDecide, payload: { token, version, decision, comment } });

  it('emails an external reviewer of the chain a link to that one post, keeps only its hash, and takes one decision', async () => {
    const post = await submittedLakesidePost('Board sign-off needed');
    const stranger = await sendLink(post.post_id, 'someone@elsewhere.test');
    expect(errorOf(stranger).message).toBe(MESSAGES.reviewLinkNotInChain);

    const { link, token } = await linkTokenFor(post.post_id);
    expect(link).toMatchObject({ state: 'active', reviewer_email: DIRECTOR });
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await t.db.select().from(reviewLinks).where(eq(reviewLinks.id, link.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const shown = answerOf(approvalEndpoints.reviewLinkOpen, await open(token));
    expect(shown.data).toMatchObject({ text: 'Board sign-off needed', can_decide: true, reviewer_name: 'Dana Director' });
    expect((await open(`${token.slice(0, -2)}xy`)).statusCode).toBe(404);

    const approved = await decideByLink(token, post.version, 'approve', 'Fine by the board.');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await lakesidePostOf(post.post_id)).publish_status).toBe(2);
    const history = (await reviewOf(lakesideMember, post.post_id)).history;
    expect(history.find((event) => event.kind === 'approved')?.actor_name).toBe(`Dana Director <${DIRECTOR}> (review link)`);
    // One decision: the link reaches nothing any more.
    expect((await decideByLink(token, post.version, 'approve')).statusCode).toBe(404);
    expect((await open(token)).statusCode).toBe(404);
  });

  it('answers 404 for a revoked or expired link, and lets no other organisation see or revoke links', async () => {
    const post = await submittedLakesidePost('Revoked before use');
    const { link, token } = await linkTokenFor(post.post_id);
    expect((await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.reviewLinks}?postId=${post.post_id}` })).statusCode).toBe(404);
    expect((await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.reviewLinkRevoke, payload: { link_id: link.id } })).statusCode).toBe(404);
    const revoked = answerOf(
      approvalEndpoints.reviewLinkRevoke,
      await t.as(lakesideMember, { method: 'POST', url: API_PATHS.reviewLinkRevoke, payload: { link_id: link.id } }),
    );
    expect(revoked.data.state).toBe('revoked');
    expect((await open(token)).statusCode).toBe(404);
    expect((await decideByLink(token, post.version, 'approve')).statusCode).toBe(404);

    const second = await linkTokenFor(post.post_id);
    await t.db.update(reviewLinks).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(reviewLinks.id, second.link.id));
    expect((await open(second.token)).statusCode).toBe(404);
    const listed = answerOf(approvalEndpoints.reviewLinks, await t.as(lakesideMember, { method: 'GET', url: `${API_PATHS.reviewLinks}?postId=${post.post_id}` }));
    expect(listed.records.map((record) => record.state).sort()).toEqual(['expired', 'revoked']);
  });

  it('returns a post rejected through a link to its author with the reasons', async () => {
    const post = await submittedLakesidePost('Rejected by the board');
    const { token } = await linkTokenFor(post.post_id);
    expect((await decideByLink(token, post.version, 'reject')).statusCode).toBe(400);
    expect((await decideByLink(token, post.version, 'reject', 'Not before the board meets.')).statusCode).toBe(200);
    const [mail] = await mailTo(f.lakeside.member.email);
    expect(mail!.textBody).toContain('Not before the board meets.');
    expect(mail!.textBody).toContain('Dana Director (external reviewer)');
  });
});

async function lakesidePostOf(postId: number) {
  return answerOf(postEndpoints.postGet, await t.as(lakesideAdmin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${postId}` })).data;
}

describe('comments', () => {
  it('lets the organisation and its agency comment on a post, each comment naming the version it was about, and no one else', async () => {
    const post = await draft(f.riversideMember, 'Worth a discussion');
    const add = (session: SessionData, body: string, postId = post.post_id) =>
      t.as(session, { method: 'POST', url: API_PATHS.postCommentAdd, payload: { post_id: postId, body } });
    expect(answerOf(approvalEndpoints.postCommentAdd, await add(agencyManager, 'Could we name the park?')).data).toMatchObject({
      is_agency: true,
      version: post.version,
      body: 'Could we name the park?',
    });
    await add(f.riversideMember, 'Yes: Riverside Commons.');
    expect((await add(lakesideAdmin, 'Hello')).statusCode).toBe(404);
    expect((await add(f.riversideMember, '   ')).statusCode).toBe(400);
    const listed = answerOf(
      approvalEndpoints.postComments,
      await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.postComments}?postId=${post.post_id}` }),
    );
    expect(listed.records.map((comment) => [comment.body, comment.is_agency])).toEqual([
      ['Could we name the park?', true],
      ['Yes: Riverside Commons.', false],
    ]);
    expect((await t.as(lakesideAdmin, { method: 'GET', url: `${API_PATHS.postComments}?postId=${post.post_id}` })).statusCode).toBe(404);
  });
});
