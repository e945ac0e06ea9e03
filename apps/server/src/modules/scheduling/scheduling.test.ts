import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { postEndpoints, publishingEndpoints } from '@roi/contract/endpoints/posts';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import type { Integration } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { hasLinkedInVersionAgedOut, type CalendarItem } from '@roi/contract/scheduling';
import { integrations, organizations, postReviews, postStatistics, posts as postsTable, publications, type posts } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { connectNetwork, createPostAs, insertStoredPost, savedPostOf } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;
const NEW_YORK = 'America/New_York';

let mail: SmtpSink;
let t: TestApp;
let f: TenantFixture;
let lakesideAdmin: SessionData;
let riversideConnection: Integration;
/** A four-week window a month ahead: what the calendar shows when the planner pages forward. */
let windowStart: Date;
let windowEnd: Date;

beforeAll(async () => {
  mail = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: mail.url, APP_URL: 'https://social.example.org' });
  f = await createTenantFixture(t);
  lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
  await t.db.update(organizations).set({ timezone: NEW_YORK }).where(eq(organizations.id, f.riverside.id));
  riversideConnection = await connectNetwork(t, f.riversideAdmin);
  await connectNetwork(t, lakesideAdmin);
  const today = new Date();
  windowStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 35 * DAY_MS);
  windowEnd = new Date(windowStart.getTime() + 28 * DAY_MS);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** A wall-clock time of New York, `days` and `hours` into the window. */
const inWindow = (days: number, hours = 10) => utcToZonedLocal(new Date(windowStart.getTime() + days * DAY_MS + hours * 3_600_000), NEW_YORK);

async function schedule(session: SessionData, text: string, scheduleAt: string, campaign = 'Spring Site Tour'): Promise<number> {
  const response = await createPostAs(t, session, {
    publish_status: 2,
    post_content: `<p>${text}</p>`,
    post_to: [{ platform_name: 'linkedin' }],
    schedule_at: scheduleAt,
    campaign_name: campaign,
  });
  expect(response.statusCode, response.body).toBe(200);
  return savedPostOf(response).post_id;
}

/** A post written straight into the database, its one target on Riverside's connection. */
function storedPost(session: SessionData, text: string, fields: Partial<typeof posts.$inferInsert>, targetState?: string): Promise<number> {
  return insertStoredPost(t, session, text, fields, targetState ? { accountId: riversideConnection.accounts[0]!.id, state: targetState } : undefined);
}

async function calendar(session: SessionData, query: Record<string, string | number> = {}) {
  const response = await t.as(session, {
    method: 'GET',
    url: API_PATHS.schedulingCalendar,
    query: { from: windowStart.toISOString(), to: windowEnd.toISOString(), ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) },
  });
  return response;
}

async function itemsOf(session: SessionData, query: Record<string, string | number> = {}): Promise<CalendarItem[]> {
  return answerOf(schedulingEndpoints.schedulingCalendar, await calendar(session, query)).records;
}

describe('the calendar', () => {
  it('answers the posts of the range only: scheduled, published, failed, and drafts with a planned date', async () => {
    const scheduled = await schedule(f.riversideAdmin, 'RANGE scheduled', inWindow(3));
    const after = await schedule(f.riversideAdmin, 'RANGE after', inWindow(29));
    const embargo = new Date(windowStart.getTime() + 4 * DAY_MS);
    const planned = await storedPost(f.riversideAdmin, 'RANGE planned draft', {
      publishStatus: 1,
      scheduledAt: new Date(windowStart.getTime() + 5 * DAY_MS),
      notBefore: embargo,
    });
    await storedPost(f.riversideAdmin, 'RANGE undated draft', { publishStatus: 1 });
    await storedPost(f.riversideAdmin, 'RANGE archived', { scheduledAt: new Date(windowStart.getTime() + 6 * DAY_MS), archivedAt: new Date() }, 'scheduled');
    const published = await storedPost(f.riversideAdmin, 'RANGE published', { postedAt: new Date(windowStart.getTime() + DAY_MS) }, 'published');
    const failed = await storedPost(f.riversideAdmin, 'RANGE failed', { scheduledAt: new Date(windowStart.getTime() + 7 * DAY_MS) }, 'failed');

    const items = (await itemsOf(f.riversideAdmin)).filter((item) => item.excerpt.startsWith('RANGE'));
    expect(items.map((item) => [item.post_id, item.state, item.can_move])).toEqual([
      [published, 'published', false],
      [scheduled, 'scheduled', true],
      [planned, 'draft', true],
      [failed, 'failed', false],
    ]);
    expect(items.map((item) => item.post_id)).not.toContain(after);
    const first = items.find((item) => item.post_id === scheduled)!;
    expect(utcToZonedLocal(new Date(first.at), NEW_YORK)).toBe(inWindow(3));
    expect(first).toMatchObject({ timezone: NEW_YORK, organization_name: 'Riverside EDO', campaign_name: 'Spring Site Tour' });
    expect(first.targets.map((target) => target.state)).toEqual(['scheduled', 'scheduled']);
    expect(items.find((item) => item.post_id === failed)!.targets[0]!.error).toBe('LinkedIn refused the post: duplicate');
    // An embargo travels with the post to the calendar.
    expect(items.find((item) => item.post_id === planned)!.not_before).toBe(embargo.toISOString());
    expect(first.not_before).toBeNull();
  });

  it('narrows to a campaign, an account and a state', async () => {
    const tour = await schedule(f.riversideAdmin, 'FILTER tour', inWindow(9), 'Filter Tour');
    const fair = await schedule(f.riversideAdmin, 'FILTER fair', inWindow(10), 'Filter Fair');
    const failed = await storedPost(f.riversideAdmin, 'FILTER failed', { scheduledAt: new Date(windowStart.getTime() + 11 * DAY_MS) }, 'failed');
    const tourCampaign = (await itemsOf(f.riversideAdmin)).find((item) => item.post_id === tour)!.campaign_id;

    const ofFilter = async (query: Record<string, string | number>) =>
      (await itemsOf(f.riversideAdmin, query)).filter((item) => item.excerpt.startsWith('FILTER')).map((item) => item.post_id);
    expect(await ofFilter({ campaignId: tourCampaign })).toEqual([tour]);
    expect(await ofFilter({ state: 'failed' })).toEqual([failed]);
    expect(await ofFilter({ state: 'scheduled' })).toEqual([tour, fair]);
    // The stored failure went to the first account only; the scheduled posts go to both.
    const secondAccount = riversideConnection.accounts[1]!.id;
    expect(await ofFilter({ accountId: secondAccount })).toEqual([tour, fair]);
  });

  it('shows each organisation only its own posts; agency users one client or every one', async () => {
    const riverside = await schedule(f.riversideAdmin, 'TENANT riverside', inWindow(12));
    const lakeside = await schedule(lakesideAdmin, 'TENANT lakeside', inWindow(12));
    const idsOf = (items: CalendarItem[]) => items.filter((item) => item.excerpt.startsWith('TENANT')).map((item) => item.post_id);

    expect(idsOf(await itemsOf(f.riversideAdmin))).toEqual([riverside]);
    expect(idsOf(await itemsOf(lakesideAdmin))).toEqual([lakeside]);
    // Naming another organisation answers as if it did not exist.
    const foreign = await calendar(lakesideAdmin, { organizationId: f.riverside.id });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(MESSAGES.organizationNotFound);

    expect(idsOf(await itemsOf(f.agencyAdmin)).sort()).toEqual([riverside, lakeside].sort());
    const one = answerOf(schedulingEndpoints.schedulingCalendar, await calendar(f.agencyAdmin, { organizationId: f.lakeside.id }));
    expect(idsOf(one.records)).toEqual([lakeside]);
    expect(one).toMatchObject({ timezone: 'UTC', timezone_set: false });
    const all = answerOf(schedulingEndpoints.schedulingCalendar, await calendar(f.agencyAdmin));
    expect(all.timezone).toBeNull();
    expect((await calendar(f.agencyAdmin, { organizationId: 2_147_483_647 })).statusCode).toBe(404);

    const member = await calendar(f.riversideMember);
    expect(member.statusCode).toBe(403);
  });

  it('shows a draft in review at the time its review asks for, not to be moved, and as Expired once that time came first', async () => {
    const created = await createPostAs(t, f.riversideMember, { publish_status: 1, post_content: '<p>REVIEW harbour walk</p>', post_to: [{ platform_name: 'linkedin' }] });
    const draft = savedPostOf(created);
    const submitted = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.approvalSubmit,
      payload: { post_id: draft.post_id, version: draft.version, schedule_at: inWindow(12) },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const ofReview = async (session: SessionData, query: Record<string, string> = {}) =>
      (await itemsOf(session, query)).filter((item) => item.excerpt.startsWith('REVIEW'));

    const [inReview] = await ofReview(f.riversideAdmin);
    expect(inReview).toMatchObject({ post_id: draft.post_id, state: 'in_review', can_move: false, targets: [] });
    expect(utcToZonedLocal(new Date(inReview!.at), NEW_YORK)).toBe(inWindow(12));
    expect((await ofReview(f.riversideAdmin, { state: 'in_review' })).map((item) => item.post_id)).toEqual([draft.post_id]);
    expect(await ofReview(f.riversideAdmin, { state: 'scheduled' })).toEqual([]);
    expect(await ofReview(lakesideAdmin)).toEqual([]);

    // Filtered by account: shown for the accounts it was submitted for, not for another's.
    const [first, second] = riversideConnection.accounts.map((account) => account.id);
    expect((await ofReview(f.riversideAdmin, { accountId: String(first) })).map((item) => item.post_id)).toEqual([draft.post_id]);
    await t.db.update(postReviews).set({ accountIds: [first!] }).where(eq(postReviews.postId, draft.post_id));
    expect(await ofReview(f.riversideAdmin, { accountId: String(second) })).toEqual([]);
    expect(await ofReview(lakesideAdmin, { accountId: String(first) })).toEqual([]);

    await t.db.update(postReviews).set({ state: 'expired', closedAt: new Date() }).where(eq(postReviews.postId, draft.post_id));
    expect((await ofReview(f.riversideAdmin)).map((item) => [item.post_id, item.state, item.can_move])).toEqual([[draft.post_id, 'expired', false]]);
  });

  it('refuses a range that ends before it starts, spans more than 62 days, or is no time at all', async () => {
    for (const query of [
      { from: windowEnd.toISOString(), to: windowStart.toISOString() },
      { from: windowStart.toISOString(), to: new Date(windowStart.getTime() + 63 * DAY_MS).toISOString() },
      { from: 'next week', to: windowEnd.toISOString() },
    ]) {
      const response = await calendar(f.riversideAdmin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorOf(response).message).toContain(MESSAGES.calendarRangeInvalid);
    }
  });
});

describe('moving a post on the calendar', () => {
  async function move(postId: number, scheduleAt: string) {
    return t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.postReschedule, payload: { post_id: postId, schedule_at: scheduleAt } });
  }

  it('moves a scheduled post to another day on the organisation’s clock, and refuses the past leaving it where it was', async () => {
    const postId = await schedule(f.riversideAdmin, 'MOVE week', inWindow(2, 9));
    const moved = await move(postId, inWindow(16, 14));
    expect(answerOf(publishingEndpoints.postReschedule, moved).message).toBe(MESSAGES.postRescheduled);
    const item = (await itemsOf(f.riversideAdmin)).find((found) => found.post_id === postId)!;
    expect(utcToZonedLocal(new Date(item.at), NEW_YORK)).toBe(inWindow(16, 14));

    const past = await move(postId, utcToZonedLocal(new Date(Date.now() - DAY_MS), NEW_YORK));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toBe(MESSAGES.scheduleInPast);
    const unchanged = (await itemsOf(f.riversideAdmin)).find((found) => found.post_id === postId)!;
    expect(unchanged.at).toBe(item.at);
  });

  it('moves a post into the hour skipped by daylight saving as the clocks do: forward by the gap', async () => {
    const postId = await schedule(f.riversideAdmin, 'MOVE spring', inWindow(1));
    const day = nextSpringForward();
    const moved = await move(postId, `${day}T02:30`);
    const { scheduled_at } = answerOf(publishingEndpoints.postReschedule, moved);
    expect(utcToZonedLocal(new Date(scheduled_at!), NEW_YORK)).toBe(`${day}T03:30`);
  });

  it('does not let a published post move', async () => {
    const published = await storedPost(f.riversideAdmin, 'MOVE published', { scheduledAt: new Date(windowStart.getTime() + 4 * DAY_MS), postedAt: new Date() }, 'published');
    const item = (await itemsOf(f.riversideAdmin)).find((found) => found.post_id === published)!;
    expect(item.can_move).toBe(false);
    const refused = await move(published, inWindow(20));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(MESSAGES.scheduleNotChangeable);
  });
});

describe('a draft’s planned date', () => {
  async function saveDraft(session: SessionData, fields: Record<string, unknown>) {
    return createPostAs(t, session, { publish_status: 1, post_to: [{ platform_name: 'linkedin' }], ...fields });
  }
  async function move(session: SessionData, postId: number, scheduleAt: unknown) {
    return t.as(session, { method: 'POST', url: API_PATHS.postReschedule, payload: { post_id: postId, schedule_at: scheduleAt } });
  }
  const localOf = (instant: string | null | undefined) => (instant ? utcToZonedLocal(new Date(instant), NEW_YORK) : null);
  const ofPlanned = async (session: SessionData, postId?: number) =>
    (await itemsOf(session)).filter((item) => item.excerpt.startsWith('PLANNED') && (postId === undefined || item.post_id === postId));

  it('is saved with the draft, kept by later saves, and cleared with null; nothing is published at it', async () => {
    const saved = savedPostOf(await saveDraft(f.riversideAdmin, { post_content: '<p>PLANNED harbour</p>', schedule_at: inWindow(6, 11) }));
    expect(saved.publish_status).toBe(1);
    expect(localOf(saved.scheduled_at)).toBe(inWindow(6, 11));
    const [item] = await ofPlanned(f.riversideAdmin, saved.post_id);
    expect(item).toMatchObject({ post_id: saved.post_id, state: 'draft', can_move: true, targets: [] });
    expect(localOf(item!.at)).toBe(inWindow(6, 11));
    expect(await t.db.select().from(publications).where(eq(publications.postId, saved.post_id))).toEqual([]);

    // A save that names no time (from the setup or the assistant) keeps it.
    const kept = savedPostOf(await saveDraft(f.riversideAdmin, { post_id: saved.post_id, post_content: '<p>PLANNED harbour, edited</p>' }));
    expect(localOf(kept.scheduled_at)).toBe(inWindow(6, 11));
    // One already past is kept as it is when saved again unchanged, so the draft is never refused for it.
    const past = new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000);
    await t.db.update(postsTable).set({ scheduledAt: past }).where(eq(postsTable.id, saved.post_id));
    const again = await saveDraft(f.riversideAdmin, { post_id: saved.post_id, post_content: '<p>PLANNED harbour</p>', schedule_at: utcToZonedLocal(past, NEW_YORK) });
    expect(again.statusCode, again.body).toBe(200);
    expect(savedPostOf(again).scheduled_at).toBe(past.toISOString());

    const cleared = savedPostOf(await saveDraft(f.riversideAdmin, { post_id: saved.post_id, post_content: '<p>PLANNED harbour</p>', schedule_at: null }));
    expect(cleared.scheduled_at).toBeNull();
    expect(await ofPlanned(f.riversideAdmin, saved.post_id)).toEqual([]);
  });

  it('refuses a planned date in the past, too far ahead or not a time, and on the initial record, changing nothing', async () => {
    const saved = savedPostOf(await saveDraft(f.riversideAdmin, { post_content: '<p>PLANNED refusals</p>', schedule_at: inWindow(8) }));
    const cases: [unknown, number, string][] = [
      [utcToZonedLocal(new Date(Date.now() - 3_600_000), NEW_YORK), 400, MESSAGES.scheduleInPast],
      [utcToZonedLocal(new Date(Date.now() + 400 * DAY_MS), NEW_YORK), 400, MESSAGES.scheduleTooFar],
      ['next Tuesday', 400, MESSAGES.scheduleInvalid],
      [12, 400, 'body.schedule_at'],
    ];
    for (const [scheduleAt, status, message] of cases) {
      const refused = await saveDraft(f.riversideAdmin, { post_id: saved.post_id, post_content: '<p>PLANNED changed</p>', schedule_at: scheduleAt });
      expect(refused.statusCode, JSON.stringify(scheduleAt)).toBe(status);
      expect(errorOf(refused).message, JSON.stringify(scheduleAt)).toContain(message);
    }
    const [unchanged] = await ofPlanned(f.riversideAdmin, saved.post_id);
    expect(unchanged).toMatchObject({ post_id: saved.post_id, excerpt: 'PLANNED refusals' });
    expect(localOf(unchanged!.at)).toBe(inWindow(8));

    const initial = await createPostAs(t, f.riversideAdmin, { publish_status: 0, schedule_at: inWindow(8) });
    expect(initial.statusCode).toBe(400);
    expect(errorOf(initial).message).toBe(MESSAGES.onlyPostedScheduled);
    const queued = await saveDraft(f.riversideAdmin, { post_content: '<p>PLANNED queue</p>', add_to_queue: true });
    expect(errorOf(queued).message).toBe(MESSAGES.onlyPostedScheduled);
    await saveDraft(f.riversideAdmin, { post_id: saved.post_id, post_content: '<p>PLANNED refusals</p>', schedule_at: null });
  });

  it('moves on the calendar like a scheduled post: only the date, no account, the past refused', async () => {
    const saved = savedPostOf(await saveDraft(f.riversideAdmin, { post_content: '<p>PLANNED move</p>', schedule_at: inWindow(2, 9) }));
    const moved = await move(f.riversideAdmin, saved.post_id, inWindow(9, 15));
    const answer = answerOf(publishingEndpoints.postReschedule, moved);
    expect(answer.records).toEqual([]);
    expect(localOf(answer.scheduled_at)).toBe(inWindow(9, 15));
    const [item] = await ofPlanned(f.riversideAdmin, saved.post_id);
    expect(item).toMatchObject({ post_id: saved.post_id, state: 'draft', can_move: true });
    expect(localOf(item!.at)).toBe(inWindow(9, 15));
    expect(await t.db.select().from(publications).where(eq(publications.postId, saved.post_id))).toEqual([]);

    const past = await move(f.riversideAdmin, saved.post_id, utcToZonedLocal(new Date(Date.now() - DAY_MS), NEW_YORK));
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).message).toBe(MESSAGES.scheduleInPast);
    expect(localOf((await ofPlanned(f.riversideAdmin, saved.post_id))[0]!.at)).toBe(inWindow(9, 15));

    // Another organisation's draft is not found; one who may not publish may not move it.
    const foreign = await move(lakesideAdmin, saved.post_id, inWindow(10));
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(MESSAGES.postNotFound);
    expect((await move(f.riversideMember, saved.post_id, inWindow(10))).statusCode).toBe(403);
    expect(await t.db.select().from(postsTable).where(eq(postsTable.id, saved.post_id))).toMatchObject([{ publishStatus: 1 }]);
    expect(localOf((await ofPlanned(f.riversideAdmin, saved.post_id))[0]!.at)).toBe(inWindow(9, 15));
    expect((await ofPlanned(lakesideAdmin)).map((found) => found.post_id)).not.toContain(saved.post_id);
    await saveDraft(f.riversideAdmin, { post_id: saved.post_id, post_content: '<p>PLANNED move</p>', schedule_at: null });
  });

  it('gives no date to a draft without one, and does not move a draft in review', async () => {
    const undated = savedPostOf(await saveDraft(f.riversideAdmin, { post_content: '<p>PLANNED none</p>' }));
    const refused = await move(f.riversideAdmin, undated.post_id, inWindow(4));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(MESSAGES.draftNotPlanned);
    expect(savedPostOf(await saveDraft(f.riversideAdmin, { post_id: undated.post_id, post_content: '<p>PLANNED none</p>' })).scheduled_at).toBeNull();

    const draft = savedPostOf(await saveDraft(f.riversideMember, { post_content: '<p>PLANNED review</p>', schedule_at: inWindow(5) }));
    const submitted = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.approvalSubmit,
      payload: { post_id: draft.post_id, version: draft.version, schedule_at: inWindow(14) },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Shown once, at the time its review asks for, not also at its planned date.
    const [shown, ...twice] = await ofPlanned(f.riversideAdmin, draft.post_id);
    expect(twice).toEqual([]);
    expect(shown).toMatchObject({ state: 'in_review', can_move: false });
    expect(localOf(shown!.at)).toBe(inWindow(14));
    const inReview = await move(f.riversideAdmin, draft.post_id, inWindow(6));
    expect(inReview.statusCode).toBe(409);
    expect(errorOf(inReview).message).toBe(MESSAGES.postInReview);
    expect((await ofPlanned(f.riversideAdmin, draft.post_id)).map((item) => [item.state, localOf(item.at)])).toEqual([['in_review', inWindow(14)]]);
  });
});

describe('the posting queue', () => {
  const everyDayAtNine = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: '09:00' }));

  async function saveSlots(session: SessionData, payload: Record<string, unknown>) {
    return t.as(session, { method: 'POST', url: API_PATHS.schedulingQueueSlotsSave, payload });
  }

  async function addToQueue(text: string) {
    return createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: `<p>${text}</p>`,
      post_to: [{ platform_name: 'linkedin' }],
      add_to_queue: true,
    });
  }

  it('says so when the organisation has no posting times', async () => {
    const refused = await addToQueue('QUEUE none');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(MESSAGES.queueNotSet);
  });

  it('keeps the weekly times on the organisation’s clock, in the week’s order, each once', async () => {
    const saved = await saveSlots(f.riversideAdmin, {
      slots: [{ weekday: 3, time: '14:00' }, ...everyDayAtNine, { weekday: 1, time: '09:00' }],
    });
    const answer = answerOf(schedulingEndpoints.schedulingQueueSlotsSave, saved);
    expect(answer.message).toBe(MESSAGES.queueSlotsSaved);
    expect(answer.timezone).toBe(NEW_YORK);
    expect(answer.records.slice(0, 4)).toEqual([
      { weekday: 1, time: '09:00' },
      { weekday: 2, time: '09:00' },
      { weekday: 3, time: '09:00' },
      { weekday: 3, time: '14:00' },
    ]);
    expect(answer.records).toHaveLength(8);
    const read = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.schedulingQueueSlots });
    expect(answerOf(schedulingEndpoints.schedulingQueueSlots, read).records).toEqual(answer.records);
    expect(answerOf(schedulingEndpoints.schedulingCalendar, await calendar(f.riversideAdmin)).queue_slots).toEqual(answer.records);
  });

  it('places each post added to the queue at the next free time, on the organisation’s clock', async () => {
    await saveSlots(f.riversideAdmin, { slots: everyDayAtNine });
    const placed: string[] = [];
    for (const text of ['QUEUE first', 'QUEUE second', 'QUEUE third']) {
      const response = await addToQueue(text);
      expect(answerOf(postEndpoints.postCreate, response).message).toBe(MESSAGES.postQueued);
      placed.push(utcToZonedLocal(new Date(savedPostOf(response).scheduled_at!), NEW_YORK));
    }
    const now = new Date();
    const todayAtNine = `${utcToZonedLocal(now, NEW_YORK).slice(0, 10)}T09:00`;
    const first = zonedLocalToUtc(todayAtNine, NEW_YORK)!.getTime() > now.getTime() ? todayAtNine : null;
    expect(placed.every((local) => local.endsWith('T09:00'))).toBe(true);
    if (first) expect(placed[0]).toBe(first);
    // Three days one after another: each took the next free time.
    const days = placed.map((local) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`));
    expect([days[1]! - days[0]!, days[2]! - days[1]!]).toEqual([DAY_MS, DAY_MS]);
  });

  it('gives each of several posts added to the queue at the same moment a time of its own', async () => {
    await saveSlots(f.riversideAdmin, { slots: everyDayAtNine });
    const texts = ['RACE one', 'RACE two', 'RACE three', 'RACE four', 'RACE five'];
    // Two of them carry drafts on, as "Add to queue" in the posts list does.
    const drafts = await Promise.all(
      texts.slice(0, 2).map(async (text) => savedPostOf(await createPostAs(t, f.riversideAdmin, { publish_status: 1, post_content: `<p>${text}</p>` })).post_id),
    );
    const responses = await Promise.all(
      texts.map((text, index) =>
        createPostAs(t, f.riversideAdmin, {
          publish_status: 2,
          post_content: `<p>${text}</p>`,
          post_to: [{ platform_name: 'linkedin' }],
          add_to_queue: true,
          ...(index < drafts.length ? { post_id: drafts[index] } : {}),
        }),
      ),
    );
    const placed = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return savedPostOf(response).scheduled_at!;
    });
    expect(new Set(placed).size).toBe(texts.length);
    for (const at of placed) expect(utcToZonedLocal(new Date(at), NEW_YORK).endsWith('T09:00')).toBe(true);
    // None of them took a time another post already held.
    const held = (await t.db.select({ at: postsTable.scheduledAt }).from(postsTable).where(eq(postsTable.organizationId, f.riverside.id)))
      .filter((row) => row.at !== null)
      .map((row) => row.at!.toISOString());
    for (const at of placed) expect(held.filter((other) => other === at)).toHaveLength(1);
  });

  it('suggests the next free mid-week times on the organisation’s clock, saying they are general guidance', async () => {
    const suggest = (session: SessionData, organizationId: number) =>
      t.as(session, { method: 'GET', url: API_PATHS.schedulingSuggestedTimes, query: { organizationId: String(organizationId) } });
    const first = answerOf(schedulingEndpoints.schedulingSuggestedTimes, await suggest(f.riversideMember, f.riverside.id)).data;
    expect(first.source).toBe('general');
    expect(first.explanation).toMatch(/^General guidance for LinkedIn business audiences/);
    expect(first.timezone).toBe(NEW_YORK);
    expect(first.times).toHaveLength(3);
    for (const local of first.times) {
      const weekday = ((new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      expect([2, 3, 4], local).toContain(weekday);
      expect(['09:00', '12:00'], local).toContain(local.slice(11));
      expect(zonedLocalToUtc(local, NEW_YORK)!.getTime()).toBeGreaterThan(Date.now());
    }
    // A time a post already holds is not suggested again.
    const taken = createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>SUGGEST taken</p>',
      post_to: [{ platform_name: 'linkedin' }],
      schedule_at: first.times[0],
    });
    expect((await taken).statusCode).toBe(200);
    const next = answerOf(schedulingEndpoints.schedulingSuggestedTimes, await suggest(f.riversideMember, f.riverside.id)).data;
    expect(next.times).toEqual([...first.times.slice(1), next.times[2]]);
    expect((await suggest(f.riversideMember, f.lakeside.id)).statusCode).toBe(404);
  });

  it('suggests the hours its own posts did best in, once ten of them have LinkedIn’s results, and says so', async () => {
    // Ten posts of the last ten weeks, each out on a Tuesday at half past ten, New York time, with results.
    for (let week = 1; week <= 10; week += 1) {
      const day = utcToZonedLocal(new Date(Date.now() - week * 7 * DAY_MS), NEW_YORK).slice(0, 10);
      const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const tuesday = new Date(Date.parse(`${day}T00:00:00Z`) - (weekday - 2) * DAY_MS).toISOString().slice(0, 10);
      const publishedAt = zonedLocalToUtc(`${tuesday}T10:30`, NEW_YORK)!;
      const postId = await storedPost(f.riversideAdmin, `RESULTS week ${week}`, { postedAt: publishedAt }, 'published');
      const [publication] = await t.db.update(publications).set({ publishedAt }).where(eq(publications.postId, postId)).returning();
      await t.db.insert(postStatistics).values({
        publicationId: publication!.id,
        organizationId: f.riverside.id,
        impressions: 1000,
        uniqueImpressions: 800,
        clicks: 30,
        reactions: 20,
        comments: 5,
        reposts: 2,
        engagement: 0.057,
        collectedAt: new Date(),
      });
    }
    const response = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.schedulingSuggestedTimes, query: { organizationId: String(f.riverside.id) } });
    const suggested = answerOf(schedulingEndpoints.schedulingSuggestedTimes, response).data;
    expect(suggested.source).toBe('own_results');
    expect(suggested.explanation).toMatch(/^From your own results: the hours of the week in which your 10 posts of the last 16 weeks/);
    expect(suggested.times).toHaveLength(3);
    for (const local of suggested.times) {
      expect(((new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1, local).toBe(2);
      expect(local.slice(11), local).toBe('10:00');
    }
  });

  it('refuses a queue and a time together, and lets only those who publish set the times, for their own organisation', async () => {
    const both = await createPostAs(t, f.riversideAdmin, {
      publish_status: 2,
      post_content: '<p>QUEUE both</p>',
      post_to: [{ platform_name: 'linkedin' }],
      add_to_queue: true,
      schedule_at: inWindow(1),
    });
    expect(both.statusCode).toBe(400);
    expect(errorOf(both).message).toBe(MESSAGES.scheduleOrQueue);
    expect((await saveSlots(f.riversideMember, { slots: [] })).statusCode).toBe(403);
    const foreign = await saveSlots(lakesideAdmin, { organization_id: f.riverside.id, slots: [] });
    expect(foreign.statusCode).toBe(404);
    const agency = await saveSlots(f.agencyAdmin, { organization_id: f.lakeside.id, slots: [{ weekday: 5, time: '16:30' }] });
    expect(answerOf(schedulingEndpoints.schedulingQueueSlotsSave, agency).records).toEqual([{ weekday: 5, time: '16:30' }]);
    const riverside = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.schedulingQueueSlots });
    expect(answerOf(schedulingEndpoints.schedulingQueueSlots, riverside).records).toHaveLength(7);
    const badTime = await saveSlots(f.riversideAdmin, { slots: [{ weekday: 8, time: '25:00' }] });
    expect(badTime.statusCode).toBe(400);
  });
});

describe('connection health', () => {
  it('names a connection ending within 14 days and counts the failed posts waiting for action', async () => {
    const inTenDays = new Date(Date.now() + 10 * DAY_MS);
    await t.db
      .update(integrations)
      .set({ accessTokenExpiresAt: inTenDays, refreshTokenExpiresAt: inTenDays })
      .where(eq(integrations.id, riversideConnection.id));
    const response = await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.schedulingHealth });
    const health = answerOf(schedulingEndpoints.schedulingHealth, response);
    expect(health.expiring).toEqual([
      { id: riversideConnection.id, display_name: riversideConnection.display_name, sandbox: true, expires_at: inTenDays.toISOString(), state: 'expiring' },
    ]);
    // The sandbox sends no LinkedIn version.
    expect(health).toMatchObject({ linkedin_version: null, linkedin_version_outdated: false });
    const failed = (await itemsOf(f.riversideAdmin, { state: 'failed' })).length;
    expect(health.failed_posts).toBeGreaterThanOrEqual(failed);
    expect(health.failed_posts).toBeGreaterThan(0);

    const lakeside = answerOf(schedulingEndpoints.schedulingHealth, await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.schedulingHealth }));
    expect(lakeside).toMatchObject({ expiring: [], failed_posts: 0, timezone: 'UTC' });
    expect(health.timezone).toBe(NEW_YORK);

    // Whoever may write posts is told too (a Member has no Scheduling screen): of their own organisation only.
    const member = answerOf(schedulingEndpoints.schedulingHealth, await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.schedulingHealth }));
    expect(member.expiring.map((connection) => connection.id)).toEqual([riversideConnection.id]);
    const foreign = await t.as(f.riversideMember, { method: 'GET', url: API_PATHS.schedulingHealth, query: { organizationId: String(f.lakeside.id) } });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(MESSAGES.organizationNotFound);
    const fromLakeside = await t.as(lakesideAdmin, { method: 'GET', url: API_PATHS.schedulingHealth, query: { organizationId: String(f.riverside.id) } });
    expect(fromLakeside.statusCode).toBe(404);
    expect(fromLakeside.body).not.toContain(riversideConnection.display_name);
  });

  it('emails the organisation’s admins once, a week before a connection ends, and again for a new expiry', async () => {
    const inFiveDays = new Date(Date.now() + 5 * DAY_MS);
    await t.db
      .update(integrations)
      .set({ accessTokenExpiresAt: inFiveDays, refreshTokenExpiresAt: inFiveDays })
      .where(eq(integrations.id, riversideConnection.id));
    expect(await t.app.expiryReminders.runOnce()).toBe(1);
    const email = await mail.waitFor(f.riverside.admin.email, /^Your LinkedIn connection ends in a week$/);
    expect(email.text).toContain(`The LinkedIn connection of ${riversideConnection.display_name} ends on`);
    expect(email.text).toContain('https://social.example.org/scheduling');
    // Another round, or another server sharing the database, sends nothing more for that expiry.
    expect(await t.app.expiryReminders.runOnce()).toBe(0);
    const toMembers = mail.messages.filter((message) => message.to === f.riverside.member.email && /LinkedIn connection ends/.test(message.subject));
    expect(toMembers).toEqual([]);
    // Reconnected, the connection has a new end: a week before it, a new reminder.
    const later = new Date(Date.now() + 6 * DAY_MS);
    await t.db.update(integrations).set({ accessTokenExpiresAt: later, refreshTokenExpiresAt: later }).where(eq(integrations.id, riversideConnection.id));
    expect(await t.app.expiryReminders.runOnce()).toBe(1);
    // Far from its end, nothing is sent.
    const farOff = new Date(Date.now() + 30 * DAY_MS);
    await t.db.update(integrations).set({ accessTokenExpiresAt: farOff, refreshTokenExpiresAt: farOff }).where(eq(integrations.id, riversideConnection.id));
    expect(await t.app.expiryReminders.runOnce()).toBe(0);
  });

  it('calls a LinkedIn version more than eleven months old outdated', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(hasLinkedInVersionAgedOut('202512', now)).toBe(false);
    expect(hasLinkedInVersionAgedOut('202512', new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(hasLinkedInVersionAgedOut('202511', new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(hasLinkedInVersionAgedOut('202610', now)).toBe(false);
  });
});

/** The next second Sunday of March (New York springs forward at 02:00), at least a day ahead. */
function nextSpringForward(): string {
  const now = new Date();
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    const firstOfMarch = new Date(Date.UTC(year, 2, 1));
    const secondSunday = 1 + ((7 - firstOfMarch.getUTCDay()) % 7) + 7;
    const day = new Date(Date.UTC(year, 2, secondSunday));
    if (day.getTime() > now.getTime() + DAY_MS) return day.toISOString().slice(0, 10);
  }
  throw new Error('no spring-forward day ahead');
}
