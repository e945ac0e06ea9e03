import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import ical from 'node-ical';
import type { SessionData } from '@roi/contract/auth';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { postEndpoints, publishingEndpoints } from '@roi/contract/endpoints/posts';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal, zonedLocalToUtc } from '@roi/contract/publishing-rules';
import { answerOf } from '../apps/server/src/test/answers.js';
import { savedPostOf } from '../apps/server/src/test/post-fixtures.js';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer } from '../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, connectSandbox, createOrganizationWithMember, finishConnection } from './support/api.js';
import { startServer } from './support/server-process.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { seriousViolationsOn } from './support/axe.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

const PLANNER = { email: 'planner@harbour-edo.test', password: 'Harbour!Plan1', names: ['Pat', 'Planner'] as [string, string], role: 'Admin' as const };
const ORGANIZATION_ZONE = 'America/New_York';
/** The viewer sits elsewhere: the switch to their own clock must show other hours. */
const VIEWER_ZONE = 'Asia/Tokyo';

let browser: Browser;
let planner: SessionData;
let baseUrl: string;
/** The month the planner works on: two months ahead, so that every day of it lies in the future. */
let month: { year: number; month: number };

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  const { organizationId } = await createOrganizationWithMember(baseUrl, 'Harbour EDO', PLANNER);
  const admin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await callApi(baseUrl, organizationEndpoints.organizationUpdate, {
    session: admin,
    body: { organization_id: organizationId, timezone: ORGANIZATION_ZONE },
  });
  planner = await apiSignIn(baseUrl, PLANNER.email, PLANNER.password);
  await connectSandbox(baseUrl, planner, organizationId);
  const now = new Date();
  const ahead = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  month = { year: ahead.getUTCFullYear(), month: ahead.getUTCMonth() + 1 };
});
afterAll(async () => {
  await browser?.close();
});

/** 'YYYY-MM-DD' of the planner's month, on the `week`th Tuesday (1-based) plus `days`. */
function dayOfMonth(week: number, days = 0): string {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const firstTuesday = 1 + ((2 - first.getUTCDay() + 7) % 7);
  return new Date(Date.UTC(month.year, month.month - 1, firstTuesday + (week - 1) * 7 + days)).toISOString().slice(0, 10);
}

async function schedule(campaign: string, local: string): Promise<number> {
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session: planner,
    body: {
      organization_id: planner.org_id,
      user_id: planner.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: campaign,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 2,
      post_content: `<p>${campaign}: the rail-served site opens for tours.</p>`,
      post_to: [{ platform_name: 'linkedin' }],
      schedule_at: local,
    },
  });
  return savedPostOf(created).post_id;
}

async function calendarAt(postId: number): Promise<string> {
  const from = zonedLocalToUtc(`${dayOfMonth(1, -14)}T00:00`, 'UTC')!;
  const answer = await callApi(baseUrl, schedulingEndpoints.schedulingCalendar, {
    session: planner,
    query: { from: from.toISOString(), to: new Date(from.getTime() + 60 * 86_400_000).toISOString() },
  });
  const item = answerOf(schedulingEndpoints.schedulingCalendar, answer).records.find((record) => record.post_id === postId);
  return utcToZonedLocal(new Date(item!.at), ORGANIZATION_ZONE);
}

/** Every post of the planner's organisation in the coming eight weeks, on its clock. */
async function postsAt(): Promise<{ campaign: string; local: string }[]> {
  const items = [];
  for (const from of [Date.now(), Date.now() + 28 * 86_400_000]) {
    const answer = await callApi(baseUrl, schedulingEndpoints.schedulingCalendar, {
      session: planner,
      query: { from: new Date(from).toISOString(), to: new Date(from + 28 * 86_400_000).toISOString() },
    });
    items.push(...answerOf(schedulingEndpoints.schedulingCalendar, answer).records);
  }
  return items.map((item) => ({ campaign: item.campaign_name, local: utcToZonedLocal(new Date(item.at), ORGANIZATION_ZONE) }));
}

async function showPlannedMonth(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: /^Next/ });
  await next.click();
  await next.click();
}

const eventOf = (page: Page, campaign: string): Locator => page.getByRole('button', { name: new RegExp(campaign) });
const dayCell = (page: Page, day: string): Locator => page.locator(`[role="cell"][data-date="${day}"]`);

/** Drags with the mouse in small steps, as a hand does: the calendar starts a drag only after some movement. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 5, start.y + start.height / 2 + 5, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
}

async function draft(campaign: string, more: { post_to?: [{ platform_name: 'linkedin' }]; draft_stage?: 3 } = {}): Promise<number> {
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session: planner,
    body: {
      organization_id: planner.org_id,
      user_id: planner.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: campaign,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 1,
      post_content: `<p>${campaign}: a draft waiting for its turn.</p>`,
      ...more,
    },
  });
  return savedPostOf(created).post_id;
}

/** A draft sent for approval, to go out at `local` (the organisation's clock) once approved. */
async function inReview(campaign: string, local: string): Promise<void> {
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session: planner,
    body: {
      organization_id: planner.org_id,
      user_id: planner.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: campaign,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 1,
      post_content: `<p>${campaign}: waiting for its approvers.</p>`,
      post_to: [{ platform_name: 'linkedin' }],
    },
  });
  const saved = savedPostOf(created);
  const submitted = await callApi(baseUrl, approvalEndpoints.approvalSubmit, {
    session: planner,
    body: { post_id: saved.post_id, version: saved.version, schedule_at: local },
  });
  answerOf(approvalEndpoints.approvalSubmit, submitted);
}

describe('scheduling & publishing', () => {
  it('sets a weekly posting time and fills it from the posts list: each post takes the next free one', async () => {
    const drafts = ['Queue One', 'Queue Two', 'Queue Three'];
    for (const campaign of drafts) await draft(campaign);
    const { page, problems } = await openPage(browser, { width: 1440, height: 1000, timezoneId: VIEWER_ZONE });
    await signIn(page, PLANNER.email, PLANNER.password);
    await waitForShell(page);
    await page.goto('/scheduling');
    await page.getByRole('button', { name: 'Posting queue…' }).click();
    const queue = page.getByRole('dialog', { name: 'Posting queue' });
    await queue.getByText('No posting times yet: add the first one.').waitFor();
    await queue.getByRole('button', { name: 'Add a time' }).click();
    await queue.getByLabel('Time').fill('08:15');
    await saveScreenshot(page, 'scheduling-queue-settings-1440-light');
    await queue.getByRole('button', { name: 'Save posting times' }).click();
    await page.getByText(MESSAGES.queueSlotsSaved).first().waitFor();

    await page.goto('/posts');
    for (const campaign of drafts) {
      await page.getByRole('button', { name: `More actions for ${campaign}` }).click();
      await page.getByRole('menuitem', { name: 'Add to queue' }).click();
      await page.getByRole('button', { name: `More actions for ${campaign}` }).waitFor();
      await expect.poll(async () => (await postsAt()).filter((item) => item.campaign === campaign).length).toBe(1);
    }
    // Mondays at 08:15 in New York, one after another.
    const placed = (await postsAt()).filter((item) => drafts.includes(item.campaign)).map((item) => item.local);
    expect(placed).toHaveLength(3);
    for (const local of placed) {
      expect(local.endsWith('T08:15')).toBe(true);
      expect(new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(new Set(placed).size).toBe(3);

    // The week after the three shows its Monday's time as free.
    await page.goto('/scheduling');
    await page.getByRole('tab', { name: 'Week view' }).click();
    for (let week = 0; week < 4; week += 1) await page.getByRole('button', { name: 'Next Week' }).click();
    await page.getByText('Free queue time').first().waitFor();
    await saveScreenshot(page, 'scheduling-week-queue-1440-light');
    expectNoProblems(problems);
    await page.context().close();
  });

  it('shows the month, moves a post by dragging and another by keyboard, refuses the past, and switches clocks', async () => {
    const dragged = await schedule('Dock Tour', `${dayOfMonth(2)}T10:00`);
    const keyed = await schedule('Crane Day', `${dayOfMonth(2, 1)}T11:30`);
    const refused = await schedule('Pier Fair', `${dayOfMonth(2, 2)}T09:00`);
    await inReview('Gate Talk', `${dayOfMonth(2, 1)}T14:00`);

    const { page, problems } = await openPage(browser, { width: 1440, height: 1000, timezoneId: VIEWER_ZONE });
    await signIn(page, PLANNER.email, PLANNER.password);
    await waitForShell(page);
    await page.goto('/scheduling');
    await showPlannedMonth(page);
    await dayCell(page, dayOfMonth(2)).getByRole('button', { name: /Scheduled: Dock Tour/ }).waitFor();
    // In review: at the time it is meant to go out, said in words, and not draggable until approved.
    const underReview = dayCell(page, dayOfMonth(2, 1)).getByRole('button', { name: /In review: Gate Talk/ });
    await underReview.waitFor();
    await expect.poll(() => underReview.textContent()).toContain('In review');
    await saveScreenshot(page, 'scheduling-month-1440-light');

    // A drag to the same weekday of the next week keeps the time of day, on the organisation's clock.
    await drag(page, eventOf(page, 'Dock Tour'), dayCell(page, dayOfMonth(3)));
    await page.getByRole('status').getByText(/^Moved “Dock Tour” to/).waitFor();
    expect(await calendarAt(dragged)).toBe(`${dayOfMonth(3)}T10:00`);
    await dayCell(page, dayOfMonth(3)).getByRole('button', { name: /Dock Tour/ }).waitFor();
    // A post in review stays at its time whatever the mouse does.
    await drag(page, underReview, dayCell(page, dayOfMonth(3, 1)));
    expect(await dayCell(page, dayOfMonth(3, 1)).getByRole('button', { name: /Gate Talk/ }).count()).toBe(0);
    await underReview.waitFor();
    await underReview.click();
    const reviewDetails = page.getByRole('dialog', { name: 'Gate Talk' });
    await reviewDetails.getByText('In review').first().waitFor();
    await expect.poll(() => page.locator('.MuiDialog-container').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await saveScreenshot(page, 'scheduling-in-review-details-1440-light');
    expect(await reviewDetails.getByRole('button', { name: 'Move…' }).count()).toBe(0);
    await reviewDetails.getByRole('button', { name: 'Close' }).click();

    // The keyboard's way: focus the post, open it, Move…, a date and time.
    await eventOf(page, 'Crane Day').focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Crane Day' });
    await details.waitFor();
    await details.getByRole('button', { name: 'Move…' }).focus();
    await page.keyboard.press('Enter');
    const moveDialog = page.getByRole('dialog', { name: 'Move post' });
    const field = moveDialog.getByLabel('Publish at');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill(`${dayOfMonth(3, 2)}T15:45`);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(/^Moved “Crane Day” to/).waitFor();
    expect(await calendarAt(keyed)).toBe(`${dayOfMonth(3, 2)}T15:45`);

    // Copied to another date: a new draft, planned then, beside the original.
    await eventOf(page, 'Crane Day').click();
    await page.getByRole('dialog', { name: 'Crane Day' }).getByRole('button', { name: 'Copy to another date…' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Copy post' });
    await copyDialog.getByLabel('Planned date').fill(`${dayOfMonth(3, 4)}T11:00`);
    await copyDialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('status').getByText(/^Copied “Crane Day” as a draft planned for/).waitFor();
    await expect.poll(() => eventOf(page, 'Crane Day').count()).toBe(2);

    // A time in the past is refused by the server's rule; the post stays where it was.
    await eventOf(page, 'Pier Fair').click();
    await page.getByRole('dialog', { name: 'Pier Fair' }).getByRole('button', { name: 'Move…' }).click();
    const pastField = page.getByRole('dialog', { name: 'Move post' }).getByLabel('Publish at');
    // The suggested times are one choice away, and say where they come from.
    const suggested = page.getByRole('dialog', { name: 'Move post' }).getByRole('group', { name: 'Suggested times' });
    await suggested.getByText(/^General guidance for LinkedIn business audiences/).waitFor();
    expect(await suggested.getByRole('button').count()).toBe(3);
    await suggested.getByRole('button').first().click();
    const chosen = await pastField.inputValue();
    expect(chosen).toMatch(/T(09|12):00$/);
    expect([2, 3, 4]).toContain(((new Date(`${chosen.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
    expect(await suggested.getByRole('button', { pressed: true }).count()).toBe(1);
    await saveScreenshot(page, 'scheduling-suggested-times-1440-light');
    await pastField.fill(utcToZonedLocal(new Date(Date.now() - 2 * 86_400_000), ORGANIZATION_ZONE));
    await page.getByRole('dialog', { name: 'Move post' }).getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('dialog', { name: 'Move post' }).getByText(MESSAGES.scheduleInPast).waitFor();
    await saveScreenshot(page, 'scheduling-move-refused-1440-light');
    await page.getByRole('dialog', { name: 'Move post' }).getByRole('button', { name: 'Cancel' }).click();
    expect(await calendarAt(refused)).toBe(`${dayOfMonth(2, 2)}T09:00`);

    // A drag the server refuses puts the post back and says why: here the post was taken back to draft
    // in another tab after the calendar was drawn.
    const withdrawn = await schedule('Quay Walk', `${dayOfMonth(2, 3)}T10:00`);
    await page.reload();
    await showPlannedMonth(page);
    await eventOf(page, 'Quay Walk').waitFor();
    await callApi(baseUrl, publishingEndpoints.postWithdraw, { session: planner, body: { post_id: withdrawn } });
    await drag(page, eventOf(page, 'Quay Walk'), dayCell(page, dayOfMonth(3, 3)));
    await page.getByRole('status').getByText(`“Quay Walk” was not moved: ${MESSAGES.draftNotPlanned}`).waitFor();
    expect(await dayCell(page, dayOfMonth(3, 3)).getByRole('button', { name: /Quay Walk/ }).count()).toBe(0);

    // On the viewer's clock (Tokyo), 10:00 in New York is midnight of the next day.
    await page.getByRole('button', { name: `My time (${VIEWER_ZONE})` }).click();
    await dayCell(page, dayOfMonth(3, 1)).getByRole('button', { name: /Dock Tour/ }).waitFor();
    await saveScreenshot(page, 'scheduling-viewer-clock-1440-light');
    // The browser logs the refused moves' answers (400, 409); nothing else may show up.
    expectNoProblems(problems.filter((problem) => !/status of (400|409)/.test(problem)));
    await page.context().close();
  });

  it('gives a draft a planned date in the editor, shows it on the calendar as a draft, and moves it by dragging', async () => {
    // Saved on the editor's stage, where it opens again.
    const postId = await draft('Sea Wall Note', { post_to: [{ platform_name: 'linkedin' }], draft_stage: 3 });
    const planned = `${dayOfMonth(2, 4)}T10:30`;

    const { page, problems } = await openPage(browser, { width: 1440, height: 1000, timezoneId: VIEWER_ZONE });
    await signIn(page, PLANNER.email, PLANNER.password);
    await waitForShell(page);
    await page.goto(`/posts/createpost?postId=${postId}`);
    const plannedField = page.getByLabel('Planned date');
    await plannedField.waitFor();
    await page.getByText(/Nothing is published at it\./).waitFor();
    await plannedField.fill(planned);
    await saveScreenshot(page, 'scheduling-draft-planned-date-1440-light');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(page, MESSAGES.postDrafted);
    expect(await calendarAt(postId)).toBe(planned);

    await page.goto('/scheduling');
    await showPlannedMonth(page);
    const onCalendar = dayCell(page, dayOfMonth(2, 4)).getByRole('button', { name: /Draft: Sea Wall Note/ });
    await onCalendar.waitFor();
    await drag(page, onCalendar, dayCell(page, dayOfMonth(3, 4)));
    await page.getByRole('status').getByText(/^Moved “Sea Wall Note” to/).waitFor();
    await dayCell(page, dayOfMonth(3, 4)).getByRole('button', { name: /Draft: Sea Wall Note/ }).waitFor();
    expect(await calendarAt(postId)).toBe(`${dayOfMonth(3, 4)}T10:30`);
    // Moved, it is still a draft: nothing was posted, no account waits for it.
    const post = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session: planner, query: { postId: String(postId) } }));
    expect(post.data.publish_status).toBe(1);

    // Opened again, the editor shows the moved date; cleared and saved, the draft leaves the calendar.
    await page.goto(`/posts/createpost?postId=${postId}`);
    await expect.poll(() => page.getByLabel('Planned date').inputValue()).toBe(`${dayOfMonth(3, 4)}T10:30`);
    await page.getByRole('button', { name: 'Clear planned date' }).click();
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(page, MESSAGES.postDrafted);
    const after = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session: planner, query: { postId: String(postId) } }));
    expect(after.data.scheduled_at).toBeNull();
    expectNoProblems(problems);
    await page.context().close();
  });

  it('subscribes to the calendar: the copied address is an iCalendar feed of the posts, and a new address ends the old one', async () => {
    const planned = `${dayOfMonth(1, 1)}T09:30`;
    await schedule('Feed Fair', planned);
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 1000, timezoneId: VIEWER_ZONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, PLANNER.email, PLANNER.password);
    await waitForShell(page);
    await page.goto('/scheduling');
    await page.getByRole('button', { name: 'Subscribe to this calendar…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to this calendar' });
    await dialog.getByText('You have no calendar address yet.').waitFor();
    await dialog.getByRole('button', { name: 'Make my address' }).click();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    await saveScreenshot(page, 'scheduling-subscribe-1440-light');
    const address = await page.evaluate(() => navigator.clipboard.readText());
    expect(await dialog.getByLabel('Calendar address').inputValue()).toBe(address);

    // What Outlook or Google Calendar would fetch: no session, only the address.
    const feed = await fetch(address);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(await feed.text())).filter((entry): entry is ical.VEvent => entry?.type === 'VEVENT');
    const fair = events.find((event) => event.summary === 'Scheduled: Feed Fair');
    expect(fair?.start.toISOString()).toBe(zonedLocalToUtc(planned, ORGANIZATION_ZONE)!.toISOString());
    expect(fair?.description).toContain(`(${ORGANIZATION_ZONE})`);
    expect(fair?.description).toContain('Feed Fair: the rail-served site opens for tours.');

    // Shown once: opened again, it offers a new address, which ends the old one.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Subscribe to this calendar…' }).click();
    await dialog.getByText(/^You made your address on/).waitFor();
    await dialog.getByRole('button', { name: 'Make a new address' }).click();
    const renewed = await dialog.getByLabel('Calendar address').inputValue();
    expect(renewed).not.toBe(address);
    expect((await fetch(address)).status).toBe(404);
    expect((await fetch(renewed)).status).toBe(200);
    expectNoProblems(problems);
    await page.context().close();
  });

  it('fits a phone in the dark: the week as a list first, the month a tap away', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark', timezoneId: VIEWER_ZONE });
    await signIn(page, PLANNER.email, PLANNER.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/scheduling');
    await page.getByRole('heading', { name: 'Scheduling & Publishing', level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'Month view' }).click();
    await showPlannedMonth(page);
    await page.getByRole('button', { name: /Pier Fair/ }).waitFor();
    await saveScreenshot(page, 'scheduling-month-390-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Subscribe to this calendar…' }).click();
    await page.getByRole('dialog', { name: 'Subscribe to this calendar' }).getByText(/^You (made your address on|have no calendar address yet)/).waitFor();
    // Taken once the dialog has faded in, not through it.
    await expect.poll(() => page.locator('.MuiDialog-container').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await saveScreenshot(page, 'scheduling-subscribe-390-dark');
    await page.getByRole('dialog', { name: 'Subscribe to this calendar' }).getByRole('button', { name: 'Done' }).click();
    expectNoProblems(problems);
    await page.context().close();
  });

  it('warns of a LinkedIn connection ending in 10 days, with Reconnect, and of an old LinkedIn version', async () => {
    const tenDays = 10 * 86_400;
    const linkedIn = await startLinkedInServer({ accessTokenTtlSeconds: tenDays, refreshTokenTtlSeconds: tenDays });
    const product = await startServer((url) => ({
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: inject('smtpUrl'),
      ...linkedInSettings(linkedIn, { LINKEDIN_REDIRECT_URI: `${url}/linkedin-oauth`, LINKEDIN_VERSION: '202401' }),
    }));
    try {
      const admin = await apiSignIn(product.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
      const started = await callApi(product.baseUrl, integrationEndpoints.oauthAuthorize, { session: admin, body: { app_name: 'linkedin' } });
      const callback = new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url));
      await finishConnection(product.baseUrl, admin, callback);
      const organizations = answerOf(postEndpoints.postOrganizations, await callApi(product.baseUrl, postEndpoints.postOrganizations, { session: admin }));
      const agency = organizations.records.find((organization) => organization.id === admin.org_id)!;

      const { page, problems } = await openPage(browser, { width: 1440, height: 1000, baseUrl: product.baseUrl });
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await waitForShell(page);
      await page.goto('/scheduling');
      await page.getByRole('combobox', { name: 'Organization' }).click();
      await page.getByRole('option', { name: agency.organization_name, exact: true }).click();
      const health = page.getByRole('region', { name: 'Connection health' });
      await health.getByText(/^The LinkedIn connection of .+ expires in 10 days/).waitFor();
      await health.getByRole('button', { name: 'Reconnect' }).waitFor();
      await health.getByText(/API version 202401, more than eleven months old/).waitFor();
      await saveScreenshot(page, 'scheduling-health-1440-light');

      // The same warnings wherever a post would fail: the posts list, and the editor's last step, where
      // Reconnect opens Settings in a new tab so that nothing written is lost.
      await page.goto(`/posts?org=${admin.org_id}`);
      const onPosts = page.getByRole('region', { name: 'Connection health' });
      await onPosts.getByText(/^The LinkedIn connection of .+ expires in 10 days/).waitFor();
      await onPosts.getByRole('button', { name: 'Reconnect' }).waitFor();
      await saveScreenshot(page, 'posts-health-1440-light');
      expect(await seriousViolationsOn(page)).toEqual([]);
      const created = await callApi(product.baseUrl, postEndpoints.postCreate, {
        session: admin,
        body: {
          organization_id: admin.org_id,
          user_id: admin.user_id,
          goal: 'Promote sites and buildings',
          campaign_name: 'Health Check',
          industry: 'Logistics and distribution',
          region: 'Midwest',
          audience: 'Site selectors',
          publish_status: 1,
          post_content: '<p>Health Check: the connection is about to end.</p>',
          post_to: [{ platform_name: 'linkedin' }],
          draft_stage: 3,
        },
      });
      const editorAddress = `/posts/createpost?postId=${savedPostOf(created).post_id}`;
      await page.goto(editorAddress);
      const inEditor = page.getByRole('region', { name: 'Publish to' }).getByRole('region', { name: 'Connection health' });
      await inEditor.getByText(/^The LinkedIn connection of .+ expires in 10 days/).waitFor();
      await inEditor.getByRole('link', { name: 'Reconnect in Settings (opens in a new tab)' }).waitFor();
      await page.getByLabel('Planned date').waitFor();
      await page.getByText('Loading the editor…').waitFor({ state: 'detached' });
      await inEditor.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'editor-health-1440-light');
      expect(await seriousViolationsOn(page)).toEqual([]);
      expectNoProblems(problems);
      await page.context().close();

      const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark', baseUrl: product.baseUrl });
      await signIn(phone.page, E2E_ADMIN.email, E2E_ADMIN.password);
      await phone.page.waitForURL('**/dashboard');
      await phone.page.goto(editorAddress);
      const onPhone = phone.page.getByRole('region', { name: 'Publish to' }).getByRole('region', { name: 'Connection health' });
      await onPhone.getByText(/expires in 10 days/).waitFor();
      await phone.page.getByLabel('Planned date').waitFor();
      await phone.page.getByText('Loading the editor…').waitFor({ state: 'detached' });
      await onPhone.scrollIntoViewIfNeeded();
      await saveScreenshot(phone.page, 'editor-health-390-dark');
      expect(await seriousViolationsOn(phone.page)).toEqual([]);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.page.goto(`/posts?org=${admin.org_id}`);
      await phone.page.getByRole('region', { name: 'Connection health' }).getByText(/expires in 10 days/).waitFor();
      await saveScreenshot(phone.page, 'posts-health-390-dark');
      expect(await seriousViolationsOn(phone.page)).toEqual([]);
      expectNoProblems(phone.problems);
      await phone.page.context().close();
    } finally {
      await product.stop();
      await linkedIn.close();
    }
  });
});
