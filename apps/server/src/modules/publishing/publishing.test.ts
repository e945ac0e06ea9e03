import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints, publishingEndpoints } from '@roi/contract/endpoints/posts';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import type { Integration, PublishTarget } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { POST_MAX_CHARS } from '@roi/contract/post-rules';
import { postText, postTextLength } from '@roi/contract/post-text';
import type { PostDetail } from '@roi/contract/posts';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { integrations, organizations, posts, publications, webhookDeliveries } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { connectNetwork, createPostAs, savedPostOf } from '../../test/post-fixtures.js';
import { consentOnLinkedIn, linkedInSettings } from '../../test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../../test/linkedin-server.js';
import { readableText } from '../integrations/little-text.js';
import { claimDueJob, markPublished, markSendStarted } from './publishing.repository.js';

// Long enough that a retry is never due again within the same runDue().
const RETRY_BASE_MS = 400;

let fake: FakeLinkedIn;
let t: TestApp;
let f: TenantFixture;
let connection: Integration;
beforeAll(async () => {
  fake = await startLinkedInServer();
  t = await createTestApp(
    linkedInSettings(fake, { PUBLISH_RETRY_BASE_MS: String(RETRY_BASE_MS), LINKEDIN_TIMEOUT_MS: '2000', PUBLISH_MAX_ATTEMPTS: '4' }),
  );
  f = await createTenantFixture(t);
  await t.db.update(organizations).set({ timezone: 'America/New_York' }).where(eq(organizations.id, f.riverside.id));
  connection = await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.release();
});

const image = async (background: string, format: 'png' | 'webp' = 'png') =>
  `data:image/${format};base64,${(await sharp({ create: { width: 24, height: 24, channels: 3, background } })[format]().toBuffer()).toString('base64')}`;

async function post(session: SessionData, text: string, fields: Record<string, unknown> = {}): Promise<PostDetail> {
  const response = await createPostAs(t, session, {
    publish_status: 2,
    post_content: `<p>${text}</p>`,
    post_to: [{ platform_name: 'linkedin' }],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response);
}

async function targetsOf(postId: number): Promise<PublishTarget[]> {
  const response = await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${postId}` });
  return answerOf(postEndpoints.postGet, response).data.targets;
}

/** Lets the clock pass a job's due time without waiting for it. */
async function makeDue(postId: number): Promise<void> {
  await t.db
    .update(publications)
    .set({ dueAt: sql`now() - interval '1 second'` })
    .where(eq(publications.postId, postId));
}

const postsOnLinkedIn = (text: string) => fake.posts.filter((item) => readableText(item.commentary).includes(text));

async function targetOf(postId: number, displayName: string): Promise<PublishTarget | undefined> {
  return (await targetsOf(postId)).find((target) => target.display_name === displayName);
}

/** Leaves one account of the post in play (the others held), so that queued failures all meet it. */
async function onlyTarget(postId: number, displayName: string): Promise<void> {
  const keep = (await targetOf(postId, displayName))!;
  await t.db.update(publications).set({ state: 'held' }).where(sql`${publications.postId} = ${postId} and ${publications.id} <> ${keep.id}`);
}

describe('publishing to LinkedIn', () => {
  it('publishes a post with two images to the member profile and the page, and keeps LinkedIn’s ids', async () => {
    const text = 'Two new sites (rail-served) are ready: #SiteSelection';
    const created = await post(f.riversideAdmin, text, {
      post_assests: [
        { base64: await image('#19acf2'), file_type: 'IMAGE', alt_text: 'Aerial view of the north site beside the rail line' },
        { base64: await image('#f2a019', 'webp'), file_type: 'IMAGE', alt_text: 'Map of the two sites and their rail sidings' },
      ],
    });
    expect(created.targets.map((target) => [target.display_name, target.state])).toEqual([
      ['Ada Lovelace', 'queued'],
      ['Riverbend Growth Partners', 'queued'],
    ]);
    expect(await t.app.publisher.runDue()).toBe(2);

    const sent = postsOnLinkedIn('Two new sites');
    expect(sent.map((item) => item.author).sort()).toEqual(['urn:li:organization:101', 'urn:li:person:member-ada']);
    for (const item of sent) {
      // Escaped so that LinkedIn does not cut the text at the bracket; the hashtag stays a hashtag.
      expect(item.commentary).toBe('Two new sites \\(rail-served\\) are ready: #SiteSelection');
      expect(item.imageIds).toHaveLength(2);
      // Each image's alt text went with it, in order (content.multiImage.images[].altText).
      expect(item.altTexts).toEqual(['Aerial view of the north site beside the rail line', 'Map of the two sites and their rail sidings']);
      for (const id of item.imageIds) expect(fake.images.find((uploaded) => uploaded.id === id)).toMatchObject({ status: 'AVAILABLE', owner: item.author });
    }
    // WebP is not among LinkedIn's image types: it went up as PNG.
    const second = fake.images.find((uploaded) => uploaded.id === sent[0]!.imageIds[1])!;
    expect(second.firstBytes.subarray(1, 4).toString()).toBe('PNG');

    const targets = await targetsOf(created.post_id);
    expect(targets.map((target) => target.state)).toEqual(['published', 'published']);
    for (const target of targets) {
      const onLinkedIn = sent.find((item) => item.id === target.external_id);
      expect(onLinkedIn, target.display_name).toBeDefined();
      expect(target.external_url).toBe(`https://www.linkedin.com/feed/update/${target.external_id}/`);
    }
    const listed = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postList, payload: {} });
    const record = answerOf(postEndpoints.postList, listed).records.find((item) => item.post_id === created.post_id)!;
    expect(record.targets.map((target) => target.external_id)).toEqual(targets.map((target) => target.external_id));
  });

  it('sends the alt text of a single image with it (content.media.altText)', async () => {
    const created = await post(f.riversideAdmin, 'One new site is ready', {
      post_assests: [{ base64: await image('#19acf2'), file_type: 'IMAGE', alt_text: 'The south site’s gate, with the harbour behind' }],
    });
    await onlyTarget(created.post_id, 'Riverbend Growth Partners');
    expect(await t.app.publisher.runDue()).toBe(1);
    const [sent] = postsOnLinkedIn('One new site is ready');
    expect(sent!.content).toEqual({ media: { id: sent!.imageIds[0], altText: 'The south site’s gate, with the harbour behind' } });
  });

  it('publishes the text the editor counts: 3,000 characters as its counter shows them go out whole, 3,001 are refused', async () => {
    // The editor's HTML: headings, paragraphs, breaks, entities, emoji, a link, and list items that
    // wrap their text in paragraphs. Its counter shows postTextLength(postText(html)).
    const editorHtml = (filler: string) =>
      '<h2>Sites ready now 🚀</h2><p>Rail &amp; power,&nbsp;today:<br>read on</p>' +
      `<ul><li><p>${filler}</p></li><li><p><strong>Power</strong> 👩‍🔧</p></li></ul>` +
      '<ol><li><p>Call</p></li><li><p>Visit <a href="https://example.org/?a=1&amp;b=2">our site</a></p></li></ol>';
    const filler = 'x'.repeat(POST_MAX_CHARS - postTextLength(postText(editorHtml('x'))) + 1);
    const html = editorHtml(filler);
    expect(postTextLength(postText(html))).toBe(POST_MAX_CHARS);

    const tooLong = await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: editorHtml(`${filler}x`),
      post_to: [{ platform_name: 'linkedin' }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toBe(MESSAGES.postTooLong);

    const created = await post(f.riversideAdmin, '', { post_content: html });
    await onlyTarget(created.post_id, 'Ada Lovelace');
    expect(await t.app.publisher.runDue()).toBe(1);
    expect(await targetOf(created.post_id, 'Ada Lovelace')).toMatchObject({ state: 'published' });
    const sent = fake.posts.find((item) => item.commentary.includes(filler))!;
    expect(sent.commentary).toBe(postText(html));
    expect(sent.commentary).toMatch(/^Sites ready now 🚀\n\nRail & power, today:\nread on\n\n• x+\n• Power 👩‍🔧\n\n1\. Call\n2\. Visit our site$/u);
  });

  it('backs off on 429 (honouring Retry-After), with jitter, then publishes once', async () => {
    fake.queue({ match: 'posts', kind: 'fail', status: 429 }, { match: 'posts', kind: 'fail', status: 429, retryAfterSeconds: 1 });
    const created = await post(f.riversideAdmin, 'Backoff check', { post_assests: [] });
    await onlyTarget(created.post_id, 'Ada Lovelace');

    const before = Date.now();
    await t.app.publisher.runDue();
    let [target] = await targetsOf(created.post_id);
    expect(target).toMatchObject({ state: 'queued', attempts: 1 });
    expect(target?.error).toMatch(/429/);
    const firstWait = Date.parse(target!.due_at!) - before;
    expect(firstWait).toBeGreaterThanOrEqual(RETRY_BASE_MS / 2 - 5);
    expect(firstWait).toBeLessThan(RETRY_BASE_MS * 10);

    await makeDue(created.post_id);
    const second = Date.now();
    await t.app.publisher.runDue();
    [target] = await targetsOf(created.post_id);
    expect(target).toMatchObject({ state: 'queued', attempts: 2 });
    // LinkedIn asked for a second: that is the floor, whatever the backoff says.
    expect(Date.parse(target!.due_at!) - second).toBeGreaterThanOrEqual(990);

    await makeDue(created.post_id);
    await t.app.publisher.runDue();
    [target] = await targetsOf(created.post_id);
    expect(target).toMatchObject({ state: 'published', attempts: 3, error: null });
    expect(postsOnLinkedIn('Backoff check')).toHaveLength(1);
  });

  it('never resends a post whose answer timed out: it asks LinkedIn first and finds it', async () => {
    fake.queue({ match: 'posts', kind: 'hang-after-action' });
    const findsBefore = fake.received.filter((request) => request.endpoint === 'find-posts').length;
    const created = await post(f.riversideAdmin, 'Timeout check (page) #Growth');
    await onlyTarget(created.post_id, 'Riverbend Growth Partners');
    // The answer never comes (the post exists on LinkedIn): the worker gives up waiting, and its next
    // attempt (after the backoff) reconciles instead of posting again. LinkedIn answers the text back
    // in its own form (hashtag templates, escapes): the same words still match.
    await t.app.publisher.runDue();
    const waiting = await targetOf(created.post_id, 'Riverbend Growth Partners');
    expect(waiting?.state).toBe('queued');
    expect(waiting?.error).toMatch(/did not answer in time/);
    await makeDue(created.post_id);
    await t.app.publisher.runDue();
    const target = await targetOf(created.post_id, 'Riverbend Growth Partners');
    expect(target).toMatchObject({ state: 'published', attempts: 2 });
    expect(fake.received.filter((request) => request.endpoint === 'find-posts').length).toBe(findsBefore + 1);
    const onLinkedIn = postsOnLinkedIn('Timeout check (page)');
    expect(onLinkedIn).toHaveLength(1);
    expect(target!.external_id).toBe(onLinkedIn[0]!.id);
  });

  it('sends again after a timeout only when LinkedIn shows no such post', async () => {
    fake.queue({ match: 'posts', kind: 'fail', status: 504 });
    const created = await post(f.riversideAdmin, 'Gateway check');
    await onlyTarget(created.post_id, 'Riverbend Growth Partners');
    await t.app.publisher.runDue();
    await makeDue(created.post_id);
    await t.app.publisher.runDue();
    const target = await targetOf(created.post_id, 'Riverbend Growth Partners');
    expect(target).toMatchObject({ state: 'published', attempts: 2 });
    expect(postsOnLinkedIn('Gateway check')).toHaveLength(1);
  });

  it('tells the user when LinkedIn will not let a member’s timed-out post be checked, and sends only when they retry', async () => {
    // Reading a member's own posts needs r_member_social, which only approved apps get.
    fake.queue({ match: 'posts', kind: 'hang-after-action' });
    const created = await post(f.riversideAdmin, 'Unverifiable check');
    await onlyTarget(created.post_id, 'Ada Lovelace');
    await t.app.publisher.runDue();
    await makeDue(created.post_id);
    await t.app.publisher.runDue();
    const [target] = await targetsOf(created.post_id);
    expect(target).toMatchObject({ state: 'failed', error: MESSAGES.linkedInUnverifiable });
    expect(postsOnLinkedIn('Unverifiable check')).toHaveLength(1);
    const retry = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.postPublish,
      payload: { post_id: created.post_id, target_id: target!.id },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.publisher.runDue();
    expect((await targetsOf(created.post_id))[0]).toMatchObject({ state: 'published' });
    expect(postsOnLinkedIn('Unverifiable check')).toHaveLength(2);
  });

  it('warns, wherever posting would fail, of an account LinkedIn no longer lets it post as and of a retired API version', async () => {
    const health = async () =>
      answerOf(schedulingEndpoints.schedulingHealth, await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.schedulingHealth }));
    fake.queue({ match: 'posts', kind: 'fail', status: 403 }, { match: 'posts', kind: 'fail', status: 426 });
    const created = await post(f.riversideAdmin, 'Refused account check');
    await t.app.publisher.runDue();
    const targets = await targetsOf(created.post_id);
    expect(targets.map((target) => target.state)).toEqual(['failed', 'failed']);
    const warned = await health();
    expect(warned.linkedin_version_retired).toBe(true);
    expect(warned.accounts_refused).toEqual([{ id: targets[0]!.account_id, display_name: targets[0]!.display_name }]);

    // Once the posts went out on a retry, nothing is left to warn of.
    const retry = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postPublish, payload: { post_id: created.post_id } });
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.publisher.runDue();
    expect(await health()).toMatchObject({ linkedin_version_retired: false, accounts_refused: [] });
  });

  it('gives up on a refusal with LinkedIn’s reason, and publishes when the user retries', async () => {
    fake.queue({ match: 'posts', kind: 'fail', status: 422 });
    const created = await post(f.riversideAdmin, 'Refusal check');
    await t.app.publisher.runDue();
    const [failed] = await targetsOf(created.post_id);
    expect(failed?.state).toBe('failed');
    expect(failed?.error).toMatch(/^LinkedIn refused the post: .*422/);

    const memberRetry = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.postPublish,
      payload: { post_id: created.post_id, target_id: failed!.id },
    });
    expect(memberRetry.statusCode).toBe(403);
    const retry = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.postPublish,
      payload: { post_id: created.post_id, target_id: failed!.id },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(answerOf(publishingEndpoints.postPublish, retry).records[0]).toMatchObject({ state: 'queued', error: null, attempts: 0 });
    await t.app.publisher.runDue();
    expect((await targetsOf(created.post_id)).map((target) => target.state)).toEqual(['published', 'published']);
    expect(postsOnLinkedIn('Refusal check')).toHaveLength(2);
    const nothing = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postPublish, payload: { post_id: created.post_id } });
    expect(nothing.statusCode).toBe(409);
  });

  it('renews an expired access token with the refresh token before publishing', async () => {
    fake.expireAccessTokens();
    await t.db.update(integrations).set({ accessTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(integrations.id, connection.id));
    const created = await post(f.riversideAdmin, 'Refresh check');
    await t.app.publisher.runDue();
    expect((await targetsOf(created.post_id)).map((target) => target.state)).toEqual(['published', 'published']);
    expect(fake.received.some((request) => request.endpoint === 'token' && (request.body as Record<string, string>).grant_type === 'refresh_token')).toBe(true);
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, connection.id));
    expect(row!.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('holds a Member’s post for someone who may publish', async () => {
    const created = await post(f.riversideMember, 'Member post');
    expect(created.targets.map((target) => target.state)).toEqual(['held', 'held']);
    await t.app.publisher.runDue();
    expect(postsOnLinkedIn('Member post')).toHaveLength(0);
    const publish = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postPublish, payload: { post_id: created.post_id } });
    expect(publish.statusCode, publish.body).toBe(200);
    await t.app.publisher.runDue();
    expect(postsOnLinkedIn('Member post')).toHaveLength(2);
  });

  it('fences a worker whose lease ran out: the job’s new holder decides, the old one can no longer write', async () => {
    const created = await post(f.riversideAdmin, 'Lease check');
    await onlyTarget(created.post_id, 'Riverbend Growth Partners');
    const leaseMs = t.config.publishing.leaseMs;
    const first = await claimDueJob(t.db, 'worker-a', leaseMs);
    expect(first).toBeDefined();
    expect(await claimDueJob(t.db, 'worker-b', leaseMs)).toBeUndefined();
    // Worker A stalls past its lease; worker B takes the job over.
    await t.db.update(publications).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(eq(publications.id, first!.id));
    const second = await claimDueJob(t.db, 'worker-b', leaseMs);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    expect(await markSendStarted(t.db, first!.id, 'worker-a', leaseMs)).toBe(false);
    expect(await markPublished(t.db, first!.id, 'worker-a', { id: 'urn:li:share:1', url: 'https://example.org' })).toBe(false);
    expect(await markSendStarted(t.db, first!.id, 'worker-b', leaseMs)).toBe(true);
  });

  it('fails a job whose worker died on every try instead of taking it forever, and tells the webhooks', async () => {
    // A public address by number: registering it needs no name lookup, and nothing is sent to it here.
    const hook = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.webhookCreate, payload: { url: 'https://203.0.113.10/hooks', events: ['post.failed'] } });
    expect(hook.statusCode, hook.body).toBe(200);
    const created = await post(f.riversideAdmin, 'Abandoned check');
    await onlyTarget(created.post_id, 'Riverbend Growth Partners');
    await t.db
      .update(publications)
      .set({ state: 'publishing', leaseOwner: 'dead-worker', attempts: t.config.publishing.maxAttempts, leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(publications.postId, created.post_id), eq(publications.state, 'queued')));
    await t.app.publisher.runDue();
    expect(await targetOf(created.post_id, 'Riverbend Growth Partners')).toMatchObject({ state: 'failed', error: MESSAGES.publishingAbandoned });
    expect(postsOnLinkedIn('Abandoned check')).toHaveLength(0);
    const events = await t.db.select({ event: webhookDeliveries.event, body: webhookDeliveries.body }).from(webhookDeliveries).where(eq(webhookDeliveries.event, 'post.failed'));
    expect(events.map((delivery) => JSON.parse(delivery.body) as { data: { post_id: number; error: string } }).map((event) => event.data)).toContainEqual(
      expect.objectContaining({ post_id: created.post_id, error: MESSAGES.publishingAbandoned }),
    );
  });

  it('publishes to a page once when two connected members both administer it', async () => {
    fake.members.push({ sub: 'member-grace', name: 'Grace Hopper', pages: [{ id: 101, name: 'Riverbend Growth Partners' }] });
    fake.nextConsent({ member: 'member-grace' });
    const manager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
    const second = await connectNetwork(t, manager, { authorize: consentOnLinkedIn });
    expect(second.display_name).toBe('Grace Hopper');
    const created = await post(f.riversideAdmin, 'Shared page check');
    expect(created.targets.map((target) => target.display_name).sort()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Riverbend Growth Partners']);
    await t.app.publisher.runDue();
    expect(postsOnLinkedIn('Shared page check').filter((item) => item.author === 'urn:li:organization:101')).toHaveLength(1);
    // Back to one connection for the tests that follow.
    const off = await t.as(manager, { method: 'POST', url: API_PATHS.disconnectIntegration, payload: { integration_id: second.id } });
    expect(off.statusCode).toBe(200);
  });

  it('takes each job in one worker only, however many share the database', async () => {
    const texts = Array.from({ length: 6 }, (_, index) => `Concurrent ${index}`);
    for (const text of texts) await post(f.riversideAdmin, text);
    // Two more servers on the same database, each with its own worker and leases (on PostgreSQL, over
    // connections of their own), all three workers at once.
    const others = await Promise.all([t.anotherServer(), t.anotherServer()]);
    const taken = await Promise.all([t, ...others].map((server) => server.app.publisher.runDue()));
    await Promise.all(others.map((server) => server.close()));
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(texts.length * 2);
    for (const text of texts) expect(postsOnLinkedIn(text), text).toHaveLength(2);
  });
});

describe('scheduling', () => {
  const local = (minutesAhead: number) => utcToZonedLocal(new Date(Date.now() + minutesAhead * 60_000), 'America/New_York');

  it('publishes at the time given in the organisation’s time zone, not before', async () => {
    const at = local(90);
    const created = await post(f.riversideAdmin, 'Scheduled check', { schedule_at: at });
    expect(created.targets.map((target) => target.state)).toEqual(['scheduled', 'scheduled']);
    expect(utcToZonedLocal(new Date(created.scheduled_at!), 'America/New_York')).toBe(at);
    expect(created.timezone).toBe('America/New_York');
    await t.app.publisher.runDue();
    expect(postsOnLinkedIn('Scheduled check')).toHaveLength(0);

    const moved = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.postReschedule,
      payload: { post_id: created.post_id, schedule_at: local(120) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Date.parse(answerOf(publishingEndpoints.postReschedule, moved).scheduled_at!) - Date.now()).toBeGreaterThan(118 * 60_000);

    await makeDue(created.post_id);
    await t.app.publisher.runDue();
    expect(postsOnLinkedIn('Scheduled check')).toHaveLength(2);
    const late = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.postReschedule,
      payload: { post_id: created.post_id, schedule_at: local(200) },
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(MESSAGES.scheduleNotChangeable);
  });

  it('cancels a schedule before it comes: the post is a draft again and can be posted anew', async () => {
    const created = await post(f.riversideAdmin, 'Cancelled check', { schedule_at: local(60) });
    const cancelled = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postWithdraw, payload: { post_id: created.post_id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ records: [], scheduled_at: null });
    const [row] = await t.db.select().from(posts).where(eq(posts.id, created.post_id));
    expect(row).toMatchObject({ publishStatus: 1, scheduledAt: null });
    await makeDue(created.post_id);
    await t.app.publisher.runDue();
    expect(postsOnLinkedIn('Cancelled check')).toHaveLength(0);
    const again = await post(f.riversideAdmin, 'Cancelled check, posted now', { post_id: created.post_id });
    expect(again.targets.map((target) => target.state)).toEqual(['queued', 'queued']);
  });

  it('lets only those who may publish, or the post’s author, change a schedule, and no one of another organisation', async () => {
    const created = await post(f.riversideAdmin, 'Guarded schedule', { schedule_at: local(45) });
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    for (const [url, payload] of [
      [API_PATHS.postPublish, { post_id: created.post_id }],
      [API_PATHS.postReschedule, { post_id: created.post_id, schedule_at: local(50) }],
      [API_PATHS.postWithdraw, { post_id: created.post_id }],
    ] as const) {
      const response = await t.as(lakesideAdmin, { method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(404);
    }
    const memberCancel = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postWithdraw, payload: { post_id: created.post_id } });
    expect(memberCancel.statusCode).toBe(403);
    const memberReschedule = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.postReschedule,
      payload: { post_id: created.post_id, schedule_at: local(50) },
    });
    expect(memberReschedule.statusCode).toBe(403);
    // A Member's own scheduled post waits for a publisher; the Member may still call it off.
    const own = await post(f.riversideMember, 'Member schedule', { schedule_at: local(45) });
    expect(own.targets.map((target) => target.state)).toEqual(['held', 'held']);
    const ownCancel = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.postWithdraw, payload: { post_id: own.post_id } });
    expect(ownCancel.statusCode, ownCancel.body).toBe(200);
  });

  it('takes a refused post back to draft to be edited, but not one that may have gone out', async () => {
    await t.app.publisher.runDue(); // what earlier tests left due goes first
    fake.queue({ match: 'posts', kind: 'fail', status: 422 }, { match: 'posts', kind: 'fail', status: 422 });
    const refused = await post(f.riversideAdmin, 'Refused twice');
    await t.app.publisher.runDue();
    expect((await targetsOf(refused.post_id)).map((target) => target.state)).toEqual(['failed', 'failed']);
    const back = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postWithdraw, payload: { post_id: refused.post_id } });
    expect(back.statusCode, back.body).toBe(200);
    expect(answerOf(publishingEndpoints.postWithdraw, back).message).toBe(MESSAGES.postWithdrawn);
    const edited = await post(f.riversideAdmin, 'Refused twice, edited', { post_id: refused.post_id });
    expect(edited.targets.map((target) => target.state)).toEqual(['queued', 'queued']);

    fake.queue({ match: 'posts', kind: 'hang-after-action' });
    const unknown = await post(f.riversideAdmin, 'Maybe out');
    await t.app.publisher.runDue();
    const stuck = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postWithdraw, payload: { post_id: unknown.post_id } });
    expect(stuck.statusCode).toBe(409);
    expect(errorOf(stuck).message).toBe(MESSAGES.withdrawNotPossible);
    await t.app.publisher.runDue();
  });

  it('refuses a time in the past, an impossible time, and one more than a year ahead', async () => {
    for (const [scheduleAt, message] of [
      [local(-5), MESSAGES.scheduleInPast],
      ['2026-02-30T10:00', MESSAGES.scheduleInvalid],
      [local(400 * 24 * 60), MESSAGES.scheduleTooFar],
    ] as const) {
      const response = await createPostAs(t, f.riversideAdmin, {
        publish_status: 2,
        post_content: '<p>Bad time</p>',
        post_to: [{ platform_name: 'linkedin' }],
        schedule_at: scheduleAt,
      });
      expect(response.statusCode, scheduleAt).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    // Only the initial record takes no time (a draft's is its planned date: docs/product/scheduling.md).
    const initial = await createPostAs(t, f.riversideAdmin, { publish_status: 0, schedule_at: local(30) });
    expect(initial.statusCode).toBe(400);
    expect(errorOf(initial).message).toBe(MESSAGES.onlyPostedScheduled);
  });
});

describe('the sandbox network', () => {
  let sandboxApp: TestApp;
  let fixture: TenantFixture;
  beforeAll(async () => {
    sandboxApp = await createTestApp();
    fixture = await createTenantFixture(sandboxApp);
  });
  afterAll(() => sandboxApp.close());

  it('refuses to post before an account is chosen, then publishes into the organisation’s sandbox feed', async () => {
    const refused = await createPostAs(sandboxApp, fixture.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Nowhere to go</p>',
      post_to: [{ platform_name: 'linkedin' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(MESSAGES.noPublishTargets);

    await connectNetwork(sandboxApp, fixture.riversideAdmin);
    const created = await createPostAs(sandboxApp, fixture.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>Hello <b>sandbox</b> &lt;script&gt;</p>',
      post_to: [{ platform_name: 'linkedin' }],
      post_assests: [{ base64: await image('#2a9d8f'), file_type: 'IMAGE', alt_text: 'A teal square' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    await sandboxApp.app.publisher.runDue();
    const detail = await sandboxApp.as(fixture.riversideAdmin, { method: 'GET', url: `${API_PATHS.postGet}?postId=${savedPostOf(created).post_id}` });
    const { targets, post_assests } = answerOf(postEndpoints.postGet, detail).data;
    expect(targets.map((target) => [target.state, target.sandbox])).toEqual([
      ['published', true],
      ['published', true],
    ]);
    expect(targets[0]!.external_url).toMatch(/^\/sandbox-feed\?organization=\d+#sandbox-\d+$/);

    const feed = await sandboxApp.as(fixture.riversideMember, { method: 'GET', url: API_PATHS.sandboxFeed });
    const { records } = answerOf(integrationEndpoints.sandboxFeed, feed);
    expect(records.map((record) => [record.author_name, record.account_type])).toEqual([
      ['Riverside EDO', 'Organization page'],
      ['admin Riverside EDO', 'Member profile'],
    ]);
    expect(records[0]).toMatchObject({ text: 'Hello sandbox <script>', image_urls: [post_assests[0]!.url] });
    expect(targets.map((target) => target.external_id).sort()).toEqual(records.map((record) => record.id).sort());

    const lakeside = await sandboxApp.signIn(fixture.lakeside.member.email, FIXTURE_PASSWORD);
    const foreign = await sandboxApp.as(lakeside, { method: 'GET', url: API_PATHS.sandboxFeed });
    expect(answerOf(integrationEndpoints.sandboxFeed, foreign).records).toEqual([]);
    const peek = await sandboxApp.as(lakeside, { method: 'GET', url: `${API_PATHS.sandboxFeed}?organizationId=${fixture.riverside.id}` });
    expect(peek.statusCode).toBe(404);
  });
});
