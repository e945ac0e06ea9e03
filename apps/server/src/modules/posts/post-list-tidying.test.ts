import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostDetail } from '@roi/contract/posts';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { auditLog, generations } from '../../db/schema.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, createPostAs, POST_SETUP, savedPostOf, startPost } from '../../test/post-fixtures.js';

/**
 * Keeping the posts list tidy: setups left with no text stay out of it, drafts can be deleted, any post
 * archived and brought back, and a post duplicated into a new draft. A database of its own, so that
 * the totals are exact.
 */

let t: TestApp;
let f: TenantFixture;
let riversideManager: SessionData;
let lakesideMember: SessionData;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
  riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
  lakesideMember = await t.signIn(f.lakeside.member.email, FIXTURE_PASSWORD);
  await connectNetwork(t, f.riversideAdmin);
});
afterAll(() => t.close());

const inAnHour = () => utcToZonedLocal(new Date(Date.now() + 60 * 60 * 1000), 'UTC');
const pngDataUrl = async () =>
  `data:image/png;base64,${(await sharp({ create: { width: 24, height: 24, channels: 3, background: '#fccf00' } }).png().toBuffer()).toString('base64')}`;

async function saved(session: SessionData, fields: Record<string, unknown>): Promise<PostDetail> {
  return savedPostOf(await createPostAs(t, session, { post_to: [{ platform_name: 'linkedin' }], ...fields }));
}

const draft = (session: SessionData, campaign: string) =>
  saved(session, { publish_status: 1, campaign_name: campaign, post_content: `<p>${campaign} text</p>` });

async function list(session: SessionData, body: Record<string, unknown> = {}) {
  const response = await t.as(session, { method: 'POST', url: API_PATHS.postList, payload: { page_size: 100, ...body } });
  const answer = answerOf(postEndpoints.postList, response);
  return { total: answer.total_count, campaigns: answer.records.map((record) => record.campaign_name), records: answer.records };
}

const call = (session: SessionData, url: string, payload: Record<string, unknown>) => t.as(session, { method: 'POST', url, payload });

describe('setups left with no text', () => {
  it('stay out of the plain list and its total, show under In progress, and join the list once saved with text', async () => {
    const before = await list(f.riversideMember);
    const left = await startPost(t, f.riversideMember, { campaign_name: 'Left at the assistant' });
    await startPost(t, f.riversideMember, { campaign_name: 'Left again' });
    const plain = await list(f.riversideMember);
    expect(plain.total).toBe(before.total);
    expect(plain.campaigns).not.toContain('Left at the assistant');
    const inProgress = await list(f.riversideMember, { publish_status: 0 });
    expect(inProgress.campaigns).toEqual(expect.arrayContaining(['Left at the assistant', 'Left again']));

    await saved(f.riversideMember, { publish_status: 1, post_id: left.post_id, campaign_name: 'Left at the assistant', post_content: '<p>Now written</p>' });
    const after = await list(f.riversideMember);
    expect(after.total).toBe(before.total + 1);
    expect(after.campaigns).toContain('Left at the assistant');
  });
});

describe('deleting', () => {
  it('deletes an author’s own draft with its images, and their setup left with no text', async () => {
    const before = await list(f.riversideMember);
    const withImage = await saved(f.riversideMember, {
      publish_status: 1,
      campaign_name: 'Draft to delete',
      post_content: '<p>Soon gone</p>',
      post_assests: [{ base64: await pngDataUrl(), file_type: 'IMAGE', alt_text: 'A plain test picture' }],
    });
    const imageUrl = withImage.post_assests[0]!.url;
    expect((await list(f.riversideMember)).total).toBe(before.total + 1);

    const deleted = await call(f.riversideMember, API_PATHS.postDelete, { post_id: withImage.post_id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: MESSAGES.postDeleted, data: { post_id: withImage.post_id } });
    const gone = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(withImage.post_id) } });
    expect(gone.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    const after = await list(f.riversideMember);
    expect(after.total).toBe(before.total);
    expect(after.campaigns).not.toContain('Draft to delete');

    // A setup the assistant wrote for: the post goes, the record of what the assistant was asked stays.
    const setup = await startPost(t, f.riversideMember, { campaign_name: 'Setup to delete' });
    const generated = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.postGenerate,
      payload: {
        org_id: f.riverside.id,
        user_id: f.riversideMember.user_id,
        goal: POST_SETUP.goal,
        campaign_name: 'Setup to delete',
        post_id: setup.post_id,
        keyword: { Industry: POST_SETUP.industry, Region: POST_SETUP.region, Audience: POST_SETUP.audience },
        prompt: 'Announce the rail spur',
      },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const generationsBefore = await t.db.select().from(generations);
    expect((await call(f.riversideMember, API_PATHS.postDelete, { post_id: setup.post_id })).statusCode).toBe(200);
    expect((await list(f.riversideMember, { publish_status: 0 })).campaigns).not.toContain('Setup to delete');
    expect(await t.db.select().from(generations)).toHaveLength(generationsBefore.length);
    expect((await list(f.riversideMember)).total).toBe(before.total);
  });

  it('lets Admins and Managers delete anyone’s draft of their organisation, a Member only their own', async () => {
    const adminsDraft = await draft(f.riversideAdmin, 'Admin draft');
    const refused = await call(f.riversideMember, API_PATHS.postDelete, { post_id: adminsDraft.post_id });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.forbidden);
    expect((await list(f.riversideAdmin)).campaigns).toContain('Admin draft');

    const membersDraft = await draft(f.riversideMember, 'Member draft for the manager');
    expect((await call(riversideManager, API_PATHS.postDelete, { post_id: membersDraft.post_id })).statusCode).toBe(200);
    const membersOther = await draft(f.riversideMember, 'Member draft for the admin');
    expect((await call(f.riversideAdmin, API_PATHS.postDelete, { post_id: membersOther.post_id })).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.event, 'post.deleted')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorUserId: f.riversideAdmin.user_id, organizationId: f.riverside.id });

    // Another organisation's post answers as one that does not exist.
    const foreign = await call(lakesideMember, API_PATHS.postDelete, { post_id: adminsDraft.post_id });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(MESSAGES.postNotFound);
  });

  it('refuses to delete a posted or scheduled post with a message saying what to do instead', async () => {
    const posted = await saved(f.riversideAdmin, { publish_status: 2, campaign_name: 'Posted stays', post_content: '<p>On record</p>' });
    const scheduled = await saved(f.riversideAdmin, {
      publish_status: 2,
      campaign_name: 'Scheduled stays',
      post_content: '<p>Later</p>',
      schedule_at: inAnHour(),
    });
    for (const post of [posted, scheduled]) {
      const refused = await call(f.riversideAdmin, API_PATHS.postDelete, { post_id: post.post_id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: MESSAGES.postNotDeletable, code: 'postNotDeletable' });
    }
    expect((await list(f.riversideAdmin)).campaigns).toEqual(expect.arrayContaining(['Posted stays', 'Scheduled stays']));
  });
});

describe('archiving', () => {
  it('takes a published post out of the list and its total, shows it under Archived, and brings it back', async () => {
    const post = await saved(f.riversideAdmin, { publish_status: 2, campaign_name: 'Published to archive', post_content: '<p>Went out</p>' });
    await t.app.publisher.runDue();
    const before = await list(f.riversideAdmin);
    expect(before.campaigns).toContain('Published to archive');

    const archived = await call(f.riversideAdmin, API_PATHS.postArchive, { post_id: post.post_id, archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    const archivedAnswer = answerOf(postEndpoints.postArchive, archived);
    expect(archivedAnswer.message).toBe(MESSAGES.postArchived);
    expect(archivedAnswer.data.archived_at).not.toBeNull();
    const without = await list(f.riversideAdmin);
    expect(without.total).toBe(before.total - 1);
    expect(without.campaigns).not.toContain('Published to archive');
    expect((await list(f.riversideAdmin, { publish_status: 2 })).campaigns).not.toContain('Published to archive');
    const archive = await list(f.riversideAdmin, { archived: true });
    expect(archive.campaigns).toEqual(['Published to archive']);
    expect(archive.total).toBe(1);
    // Still on record: it can be read whole, and not deleted.
    const read = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.postGet, query: { postId: String(post.post_id) } });
    const targets = answerOf(postEndpoints.postGet, read).data.targets;
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((target) => target.state === 'published')).toBe(true);
    expect((await call(f.riversideAdmin, API_PATHS.postDelete, { post_id: post.post_id })).statusCode).toBe(409);

    const back = await call(f.riversideAdmin, API_PATHS.postArchive, { post_id: post.post_id, archived: false });
    expect(back.json()).toMatchObject({ message: MESSAGES.postUnarchived, data: { archived_at: null } });
    const restored = await list(f.riversideAdmin);
    expect(restored.total).toBe(before.total);
    expect(restored.campaigns).toContain('Published to archive');
  });

  it('keeps a post on its way to LinkedIn in the list, and lets a Member archive only their own posts', async () => {
    const scheduled = await saved(f.riversideAdmin, {
      publish_status: 2,
      campaign_name: 'Scheduled not archived',
      post_content: '<p>Later</p>',
      schedule_at: inAnHour(),
    });
    const refused = await call(f.riversideAdmin, API_PATHS.postArchive, { post_id: scheduled.post_id, archived: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.postOnItsWay, code: 'postOnItsWay' });

    const adminsDraft = await draft(f.riversideAdmin, 'Admin draft kept');
    expect((await call(f.riversideMember, API_PATHS.postArchive, { post_id: adminsDraft.post_id, archived: true })).statusCode).toBe(403);
    const own = await draft(f.riversideMember, 'Member archives own');
    expect((await call(f.riversideMember, API_PATHS.postArchive, { post_id: own.post_id, archived: true })).statusCode).toBe(200);
    expect((await list(f.riversideMember, { archived: true })).campaigns).toContain('Member archives own');
  });

  it('tells each reader of the list which posts they may delete and archive', async () => {
    await draft(f.riversideAdmin, 'Whose is it');
    const asMember = (await list(f.riversideMember)).records;
    expect(asMember.find((record) => record.campaign_name === 'Whose is it')?.can_manage).toBe(false);
    expect(asMember.filter((record) => record.user_id === f.riversideMember.user_id).every((record) => record.can_manage)).toBe(true);
    expect((await list(riversideManager)).records.every((record) => record.can_manage)).toBe(true);
  });
});

describe('the Scheduled filter', () => {
  it('lists the posts waiting for their time apart from the posted ones, as their status chip tells them', async () => {
    await saved(f.riversideAdmin, {
      publish_status: 2,
      campaign_name: 'Waiting for its time',
      post_content: '<p>Later</p>',
      schedule_at: inAnHour(),
    });
    await saved(f.riversideAdmin, { publish_status: 2, campaign_name: 'Sent at once', post_content: '<p>Now</p>' });
    const waiting = await list(f.riversideAdmin, { scheduled: true });
    expect(waiting.campaigns).toContain('Waiting for its time');
    expect(waiting.campaigns).not.toContain('Sent at once');
    expect(waiting.records.every((record) => record.targets.every((target) => target.state === 'scheduled'))).toBe(true);
    const others = await list(f.riversideAdmin, { publish_status: 2, scheduled: false });
    expect(others.campaigns).toContain('Sent at once');
    expect(others.campaigns).not.toContain('Waiting for its time');
    expect(others.total).toBe(others.records.length);
  });
});

describe('duplicating', () => {
  it('makes a new draft of the caller’s with the same setup, text and images, and leaves the original as it was', async () => {
    const original = await saved(f.riversideAdmin, {
      publish_status: 2,
      campaign_name: 'Worth repeating',
      goal: 'Workforce and talent',
      post_content: '<p>Our <strong>talent</strong> pipeline</p>',
      post_assests: [{ base64: await pngDataUrl(), file_type: 'IMAGE', alt_text: 'A plain test picture' }],
    });
    const answer = await call(f.riversideMember, API_PATHS.postDuplicate, { post_id: original.post_id });
    expect(answer.statusCode, answer.body).toBe(200);
    const duplicated = answerOf(postEndpoints.postDuplicate, answer);
    expect(duplicated.message).toBe(MESSAGES.postDuplicated);
    const copy = duplicated.data;
    expect(copy.post_id).not.toBe(original.post_id);
    expect(copy).toMatchObject({
      publish_status: 1,
      user_id: f.riversideMember.user_id,
      organization_id: f.riverside.id,
      campaign_name: 'Worth repeating',
      goal: 'Workforce and talent',
      industry: original.industry,
      region: original.region,
      audience: original.audience,
      post_content: original.post_content,
      excerpt: 'Our talent pipeline',
      post_assests: original.post_assests,
      targets: [],
      scheduled_at: null,
      can_manage: true,
    });

    // Deleting the copy leaves the original's image served.
    expect((await call(f.riversideMember, API_PATHS.postDelete, { post_id: copy.post_id })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: original.post_assests[0]!.url })).statusCode).toBe(200);
    const foreign = await call(lakesideMember, API_PATHS.postDuplicate, { post_id: original.post_id });
    expect(foreign.statusCode).toBe(404);
  });

  it('copies a post to another date: a draft planned then, by the schedule’s rules', async () => {
    const original = await saved(f.riversideAdmin, { publish_status: 1, campaign_name: 'Every quarter', post_content: '<p>Quarterly jobs report</p>' });
    const nextQuarter = utcToZonedLocal(new Date(Date.now() + 90 * 86_400_000), 'UTC').slice(0, 16);
    const copied = await call(f.riversideAdmin, API_PATHS.postDuplicate, { post_id: original.post_id, planned_at: nextQuarter });
    const copy = answerOf(postEndpoints.postDuplicate, copied).data;
    expect(copy).toMatchObject({ publish_status: 1, campaign_name: 'Every quarter', targets: [] });
    expect(utcToZonedLocal(new Date(copy.scheduled_at!), 'UTC').slice(0, 16)).toBe(nextQuarter);

    const past = await call(f.riversideAdmin, API_PATHS.postDuplicate, { post_id: original.post_id, planned_at: '2020-01-01T09:00' });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toBe(MESSAGES.scheduleInPast);
  });
});
