import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SessionData } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import type { PostDetail, PostRecord } from '@roi/contract/posts';
import { DEFAULT_TIME_ZONE, utcToZonedLocal } from '@roi/contract/publishing-rules';
import { E2E_ADMIN } from './support/accounts.js';
import { answerOf, errorOf } from '../apps/server/src/test/answers.js';
import { savedPostOf } from '../apps/server/src/test/post-fixtures.js';
import { apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

/**
 * The posts list as a new organisation meets it: wizards left at the assistant, drafts to throw away,
 * published posts to keep on record but out of the way, a schedule to find, a post to read whole or
 * to do again; on a laptop and on a phone.
 */

const ORGANIZATION = 'Quayside Growth Alliance';
const MEMBER = { email: 'member@quayside.example', password: 'Member!Pass1' };
const CAMPAIGNS = {
  draft: 'Quayside harbour draft',
  published: 'Quayside jobs fair',
  scheduled: 'Quayside port tour',
  left: 'Quayside setup left behind',
  leftByMember: 'Quayside idea for later',
};
/** Longer than the list's excerpt: the whole of it shows only in View. */
const PUBLISHED_TEXT =
  'The Quayside jobs fair is back on 14 March with forty employers from advanced manufacturing, logistics and ' +
  'the port itself, hiring for more than three hundred roles. Bring your CV, meet the teams, and join the ' +
  'workshop on apprenticeships at noon. The last sentence of this post is only ever shown whole.';

let browser: Browser;
let baseUrl: string;
let organizationId: number;
let agency: SessionData;
let member: SessionData;
let publishedId: number;

async function create(session: SessionData, fields: Record<string, unknown>): Promise<PostDetail> {
  const answer = await callApi(baseUrl, postEndpoints.postCreate, {
    session,
    body: {
      organization_id: organizationId,
      user_id: session.user_id,
      goal: 'Workforce and talent',
      industry: 'Logistics and distribution',
      region: 'Northeast',
      audience: 'Job seekers',
      post_to: [{ platform_name: 'linkedin' }],
      ...fields,
    },
  });
  if (answer.statusCode !== 200) throw new Error(`saving ${String(fields.campaign_name)} failed: ${JSON.stringify(answer.json())}`);
  return savedPostOf(answer);
}

async function postOf(session: SessionData, postId: number): Promise<PostDetail> {
  return answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session, query: { postId } })).data;
}

async function listed(session: SessionData, body: Record<string, unknown> = {}): Promise<PostRecord[]> {
  const answer = await callApi(baseUrl, postEndpoints.postList, {
    session,
    body: { organization_id: organizationId, page_size: 100, ...body },
  });
  return answerOf(postEndpoints.postList, answer).records;
}

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  ({ organizationId } = await createOrganizationWithMember(baseUrl, ORGANIZATION, { ...MEMBER, names: ['Quinn', 'Harbour'] }));
  agency = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  member = await apiSignIn(baseUrl, MEMBER.email, MEMBER.password);
  await connectSandbox(baseUrl, agency, organizationId);

  await create(member, { publish_status: 1, campaign_name: CAMPAIGNS.draft, post_content: '<p>Harbour frontage, ready for offices.</p>' });
  const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f6cbd' } }).png().toBuffer();
  const published = await create(agency, {
    publish_status: 2,
    campaign_name: CAMPAIGNS.published,
    post_content: `<p>${PUBLISHED_TEXT}</p>`,
    post_assests: [{ base64: image.toString('base64'), file_type: 'IMAGE', alt_text: 'A plain test picture' }],
  });
  publishedId = published.post_id;
  await create(agency, {
    publish_status: 2,
    campaign_name: CAMPAIGNS.scheduled,
    post_content: '<p>Tour the deep-water berths with the harbour master.</p>',
    schedule_at: utcToZonedLocal(new Date(Date.now() + 3 * 60 * 60 * 1000), DEFAULT_TIME_ZONE),
  });
  // The worker sends it to the sandbox's accounts within a few seconds.
  for (let tries = 0; !(await postOf(agency, publishedId)).targets.every((target) => target.state === 'published'); tries += 1) {
    if (tries === 60) throw new Error('the post was not published');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
afterAll(() => browser?.close());

/** Signed in on a laptop, then shown at `width` px (a phone hides the navigation in a drawer). */
async function openList(person: { email: string; password: string }, width: number, address = '/posts'): Promise<TrackedPage> {
  const tracked = await openPage(browser, { width: 1440, height: 900 });
  await signIn(tracked.page, person.email, person.password);
  await waitForShell(tracked.page);
  if (width !== 1440) await tracked.page.setViewportSize({ width, height: 844 });
  await tracked.page.goto(address);
  return tracked;
}

/** The agency's list narrowed to the organisation. */
const agencyAddress = () => `/posts?org=${organizationId}`;

function rowOf(page: Page, campaign: string): Locator {
  return page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: campaign });
}

async function chooseStatus(page: Page, status: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function menuOf(page: Page, campaign: string): Promise<Locator> {
  await page.getByRole('button', { name: `More actions for ${campaign}` }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

async function menuItems(page: Page, campaign: string): Promise<string[]> {
  const menu = await menuOf(page, campaign);
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return items;
}

describe('keeping the posts list tidy', () => {
  it('leaves a wizard left at the assistant out of the list, shows it under In progress, and lets its Member delete it', async () => {
    const tracked = await openList(MEMBER, 1440, '/posts/createpost');
    const { page } = tracked;
    await page.getByLabel('Campaign name').fill(CAMPAIGNS.left);
    for (const [label, option] of [
      ['Goal', 'Attract investment'],
      ['Industry', 'Advanced manufacturing'],
      ['Region', 'Southeast'],
      ['Audience', 'Site selectors'],
    ] as const) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Prompt Suggestions For You' }).waitFor();

    // Left there: the record stays, the list does not show it.
    await page.goto('/posts');
    await rowOf(page, CAMPAIGNS.draft).waitFor();
    expect(await rowOf(page, CAMPAIGNS.left).count()).toBe(0);
    expect((await listed(member, { publish_status: 0 })).map((post) => post.campaign_name)).toContain(CAMPAIGNS.left);

    await chooseStatus(page, 'In progress');
    await rowOf(page, CAMPAIGNS.left).waitFor();
    expect(await menuItems(page, CAMPAIGNS.left)).toEqual(expect.arrayContaining(['Delete']));
    await (await menuOf(page, CAMPAIGNS.left)).getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${CAMPAIGNS.left}”?` });
    await dialog.waitFor();
    await saveScreenshot(page, 'posts-list-delete-dialog-1440');
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, CAMPAIGNS.left).waitFor();
    await (await menuOf(page, CAMPAIGNS.left)).getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, MESSAGES.postDeleted);
    await rowOf(page, CAMPAIGNS.left).waitFor({ state: 'detached' });
    expect((await listed(member, { publish_status: 0 })).map((post) => post.campaign_name)).not.toContain(CAMPAIGNS.left);

    // Another's published post: the Member may read and duplicate it, neither delete nor archive it.
    await chooseStatus(page, 'Posted');
    await rowOf(page, CAMPAIGNS.published).waitFor();
    expect(await menuItems(page, CAMPAIGNS.published)).toEqual(['Duplicate']);
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });

  it('archives a published post out of the list, shows it under Archived, brings it back, and never offers to delete it', async () => {
    const tracked = await openList(E2E_ADMIN, 1440, agencyAddress());
    const { page } = tracked;
    const row = rowOf(page, CAMPAIGNS.published);
    await row.waitFor();
    const items = await menuItems(page, CAMPAIGNS.published);
    expect(items).toContain('Archive');
    expect(items).not.toContain('Delete');
    const refused = await callApi(baseUrl, postEndpoints.postDelete, { session: agency, body: { post_id: publishedId } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(MESSAGES.postNotDeletable);
    // A post still on its way cannot be archived: its schedule comes first.
    expect(await menuItems(page, CAMPAIGNS.scheduled)).not.toContain('Archive');

    await (await menuOf(page, CAMPAIGNS.published)).getByRole('menuitem', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog', { name: `Archive “${CAMPAIGNS.published}”?` });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await toast(page, MESSAGES.postArchived);
    await row.waitFor({ state: 'detached' });

    await chooseStatus(page, 'Archived');
    await row.waitFor();
    await row.getByText('Archived', { exact: true }).waitFor();
    await saveScreenshot(page, 'posts-list-archived-1440');
    await (await menuOf(page, CAMPAIGNS.published)).getByRole('menuitem', { name: 'Unarchive' }).click();
    await toast(page, MESSAGES.postUnarchived);
    await row.waitFor({ state: 'detached' });
    await chooseStatus(page, 'All');
    await row.waitFor();
    expect((await postOf(agency, publishedId)).archived_at).toBeNull();
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });
});

describe('reading the posts list', () => {
  for (const width of [1440, 390]) {
    it(`fits its container at ${width} px, every post's actions in reach`, async () => {
      for (const [who, person, address] of [
        ['agency', E2E_ADMIN, agencyAddress()],
        ['member', MEMBER, '/posts'],
      ] as const) {
        const tracked = await openList(person, width, address);
        const { page } = tracked;
        await page.getByText(CAMPAIGNS.published).first().waitFor();
        const overflow = await page.evaluate(() => {
          const scroller = document.querySelector('[aria-label="Posts"]')?.parentElement;
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            table: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
          };
        });
        expect(overflow, `${who} at ${width} px`).toEqual({ page: 0, table: 0 });
        const actions = page.getByRole('button', { name: `More actions for ${CAMPAIGNS.published}` });
        const box = (await actions.boundingBox())!;
        expect(box.x + box.width, `${who} at ${width} px`).toBeLessThanOrEqual(width);
        await actions.click();
        await page.getByRole('menuitem', { name: 'Duplicate' }).waitFor();
        await page.keyboard.press('Escape');
        await saveScreenshot(page, `posts-list-${who}-${width}`);
        expectNoProblems(tracked.problems);
        await tracked.context.close();
      }
    });
  }

  it('filters the scheduled posts apart and dates each post by what happened to it', async () => {
    const tracked = await openList(E2E_ADMIN, 1440, agencyAddress());
    const { page } = tracked;
    const dateOf = async (campaign: string) => (await rowOf(page, campaign).getByRole('cell').first().innerText()).replace(/\s+/g, ' ');
    await rowOf(page, CAMPAIGNS.draft).waitFor();
    const today = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
    expect(await dateOf(CAMPAIGNS.draft)).toBe(`Last changed ${today}`);
    expect(await dateOf(CAMPAIGNS.published)).toBe(`Published ${today}`);
    const scheduled = (await postOf(agency, (await listed(agency, { scheduled: true }))[0]!.post_id)).scheduled_at!;
    expect(await dateOf(CAMPAIGNS.scheduled)).toBe(`Scheduled ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(scheduled))}`);

    await chooseStatus(page, 'Scheduled');
    await rowOf(page, CAMPAIGNS.scheduled).waitFor();
    await rowOf(page, CAMPAIGNS.published).waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: 'Posts' }).getByRole('row').count()).toBe(2);
    expect(page.url()).toContain('status=scheduled');
    await chooseStatus(page, 'Posted');
    await rowOf(page, CAMPAIGNS.published).waitFor();
    expect(await rowOf(page, CAMPAIGNS.scheduled).count()).toBe(0);
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });

  it('shows a published post whole, and duplicates it into a new draft opened in the editor', async () => {
    const tracked = await openList(MEMBER, 1440);
    const { page } = tracked;
    await page.getByRole('button', { name: `View ${CAMPAIGNS.published}` }).click();
    const view = page.getByRole('dialog', { name: CAMPAIGNS.published });
    await view.getByText(PUBLISHED_TEXT).waitFor();
    expect(await view.getByRole('img').count()).toBe(1);
    const published = await postOf(member, publishedId);
    for (const target of published.targets) {
      const link = view.getByRole('link', { name: new RegExp(target.display_name) });
      expect(await link.getAttribute('href')).toBe(target.external_url);
    }
    await saveScreenshot(page, 'posts-list-view-1440');
    await view.getByRole('button', { name: 'Close' }).click();
    // On a phone the post fills the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: `View ${CAMPAIGNS.published}` }).click();
    await view.getByText(PUBLISHED_TEXT).waitFor();
    await saveScreenshot(page, 'posts-list-view-390');
    await view.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });

    await (await menuOf(page, CAMPAIGNS.published)).getByRole('menuitem', { name: 'Duplicate' }).click();
    await toast(page, MESSAGES.postDuplicated);
    await page.waitForURL('**/posts/createpost**');
    const editor = page.getByRole('textbox', { name: 'Post text' });
    await expect.poll(() => editor.innerText()).toContain('The last sentence of this post is only ever shown whole.');
    await page.getByRole('button', { name: 'Remove image 1' }).waitFor();
    const copies = (await listed(member)).filter((post) => post.campaign_name === CAMPAIGNS.published);
    expect(copies.map((post) => [post.publish_status, post.user_id, post.goal, post.audience]).sort()).toEqual([
      [1, member.user_id, 'Workforce and talent', 'Job seekers'],
      [2, agency.user_id, 'Workforce and talent', 'Job seekers'],
    ]);
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });
});
