import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SessionData } from '@roi/contract/auth';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import type { PostDetail } from '@roi/contract/posts';
import { DEFAULT_TIME_ZONE, utcToZonedLocal } from '@roi/contract/publishing-rules';
import { answerOf } from '../apps/server/src/test/answers.js';
import type { FakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi } from './support/api.js';
import { openPage, saveScreenshot, toast, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { startLinkedInProduct, type LinkedInProduct } from './support/linkedin-product.js';
import type { RunningServer } from './support/server-process.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

let browser: Browser;
let product: LinkedInProduct;
let fake: FakeLinkedIn;
let linkedInServer: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await startLinkedInProduct();
  ({ fake, server: linkedInServer } = product);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

interface Network {
  name: string;
  slug: string;
  baseUrl: () => string;
  sandbox: boolean;
  member: string;
  page: string;
  /** The ids the network gives posts. */
  postId: RegExp;
}

const NETWORKS: Network[] = [
  {
    name: 'LinkedIn (a local server speaking its protocol)',
    slug: 'linkedin',
    baseUrl: () => linkedInServer.baseUrl,
    sandbox: false,
    member: 'Ada Lovelace',
    page: 'Riverbend Growth Partners',
    postId: /^urn:li:share:\d+$/,
  },
  {
    name: 'the sandbox network (no LinkedIn credentials)',
    slug: 'sandbox',
    baseUrl: () => inject('baseUrl'),
    sandbox: true,
    member: 'Agency Admin',
    page: 'Agency',
    postId: /^urn:li:share:sandbox-\d+$/,
  },
];

const pngFile = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 240, height: 160, channels: 3, background: colour } }).png().toBuffer(),
});

/** A draft of the agency's own, made through the API: these tests are about what happens after it. */
async function draft(baseUrl: string, session: SessionData, campaign: string, text: string): Promise<number> {
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session,
    body: {
      organization_id: session.org_id,
      user_id: session.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: campaign,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 1,
      post_content: `<p>${text}</p>`,
    },
  });
  return answerOf(postEndpoints.postCreate, created).data.post_id;
}

async function openInEditor(page: Page, campaign: string): Promise<void> {
  await page.goto('/posts');
  await page.getByRole('link', { name: `Open ${campaign} in editor` }).click();
  await page.getByRole('textbox', { name: 'Post text' }).waitFor();
}

async function postRecord(baseUrl: string, session: SessionData, postId: number): Promise<PostDetail> {
  return answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session, query: { postId } })).data;
}

/** A minute boundary at least 20 s away, as the organisation (UTC here) writes it. */
function nextMinute(): { local: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  return { local: utcToZonedLocal(at, DEFAULT_TIME_ZONE), at };
}

/** Where the row of the post in /posts links once both are published (the list refreshes itself). */
async function publishedLinks(page: Page, campaign: string, timeout: number): Promise<string[]> {
  const row = page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: campaign });
  const links = row.getByRole('link', { name: /^View (on LinkedIn|in the sandbox feed)/ });
  await expect.poll(() => links.count(), { timeout }).toBe(2);
  // LinkedIn's ids are for the product, not for the people reading the list.
  expect(await row.innerText()).not.toMatch(/urn:li:/);
  return (await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).map(String).sort();
}

for (const network of NETWORKS) {
  describe(`publishing through ${network.name}`, () => {
    let tracked: TrackedPage;
    afterAll(() => tracked?.context.close());

    it('connects a member profile and a page, posts with two images to both, and schedules a post that goes out at its time', async () => {
      const baseUrl = network.baseUrl();
      tracked = await openPage(browser, { width: 1440, height: 900, baseUrl, colorScheme: network.sandbox ? 'dark' : 'light' });
      const { page } = tracked;
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await waitForShell(page);
      const session = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);

      // Settings → Connect LinkedIn → LinkedIn's consent → back on /linkedin-oauth.
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Social accounts' }).waitFor();
      if (network.sandbox) await page.getByText('Sandbox', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
      await page.waitForURL('**/linkedin-oauth**');
      await page.getByText(MESSAGES.integrationAdded).waitFor();
      const memberBox = page.getByRole('checkbox', { name: `${network.member} (Member profile)` });
      const pageBox = page.getByRole('checkbox', { name: `${network.page} (Organization page)` });
      expect(await memberBox.isChecked()).toBe(true);
      expect(await pageBox.isChecked()).toBe(true);
      if (network.sandbox) await page.getByText('Sandbox', { exact: true }).first().waitFor();
      await saveScreenshot(page, `publishing-${network.slug}-1-connected`);
      await page.getByRole('button', { name: 'Save publishing accounts' }).click();
      await page.waitForURL('**/settings');
      const connection = page.getByRole('region', { name: `LinkedIn connection of ${network.member}` });
      await connection.getByText(/Expires/).first().waitFor();
      await saveScreenshot(page, `publishing-${network.slug}-2-settings`);

      // A scheduled post first, so that its minute passes while the next one is written.
      const scheduledCampaign = `Scheduled ${network.slug}`;
      const scheduledId = await draft(baseUrl, session, scheduledCampaign, `Doors open at noon (${network.slug})`);
      await openInEditor(page, scheduledCampaign);
      await page.getByRole('radio', { name: 'Schedule' }).check();
      const when = nextMinute();
      await page.getByLabel('Publish at').fill(when.local);
      await page.getByRole('button', { name: 'Schedule', exact: true }).click();
      await toast(page, MESSAGES.postScheduled);
      await page.waitForURL('**/posts');
      const scheduled = await postRecord(baseUrl, session, scheduledId);
      expect(Date.parse(scheduled.scheduled_at!)).toBe(when.at.getTime());
      expect(scheduled.targets.map((target) => target.state)).toEqual(['scheduled', 'scheduled']);
      await page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: scheduledCampaign }).getByText(/Scheduled for/).waitFor();

      // Now a post with two images, to both accounts at once.
      const campaign = `Two images ${network.slug}`;
      const text = `Rail-served sites (ready now) in the Midwest – ${network.slug}`;
      const postId = await draft(baseUrl, session, campaign, text);
      await openInEditor(page, campaign);
      const publishTo = page.getByRole('region', { name: 'Publish to' });
      await publishTo.getByText(network.member, { exact: false }).first().waitFor();
      await publishTo.getByText(network.page, { exact: false }).first().waitFor();
      await page.getByLabel('Add images').setInputFiles([await pngFile('site.png', '#19acf2'), await pngFile('team.png', '#fccf00')]);
      await page.getByRole('button', { name: 'Remove image 2' }).waitFor();
      await page.getByRole('textbox', { name: 'Alt text for image 1' }).fill('A rail-served site, cleared and ready');
      await page.getByRole('textbox', { name: 'Alt text for image 2' }).fill('Our team on the site');
      await saveScreenshot(page, `publishing-${network.slug}-3-editor`);
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      await toast(page, MESSAGES.posted);
      await page.waitForURL('**/posts');

      const shownLinks = await publishedLinks(page, campaign, 30_000);
      const stored = await postRecord(baseUrl, session, postId);
      expect(stored.targets.map((target) => target.state)).toEqual(['published', 'published']);
      expect(stored.targets.map((target) => target.external_url).sort()).toEqual(shownLinks);
      const storedIds = stored.targets.map((target) => target.external_id!).sort();
      for (const id of storedIds) expect(id).toMatch(network.postId);
      await saveScreenshot(page, `publishing-${network.slug}-4-published`);

      if (network.sandbox) {
        // The sandbox's posts are read in the product: the link opens its card in the sandbox feed.
        await page.getByRole('link', { name: 'View in the sandbox feed' }).first().click();
        await page.waitForURL('**/sandbox-feed**');
        await page.getByRole('heading', { name: 'Sandbox feed' }).first().waitFor();
        const card = page.getByRole('article', { name: /^Sandbox post by / }).filter({ hasText: text }).first();
        await card.waitFor();
        expect(await card.locator('img').count()).toBe(2);
        await saveScreenshot(page, `publishing-${network.slug}-5-feed`);
      } else {
        const sent = fake.posts.filter((item) => item.commentary.includes('Rail-served sites'));
        expect(sent.map((item) => item.author).sort()).toEqual(['urn:li:organization:101', 'urn:li:person:member-ada']);
        expect(sent.map((item) => item.id).sort()).toEqual(storedIds);
        for (const item of sent) expect(item.altTexts).toEqual(['A rail-served site, cleared and ready', 'Our team on the site']);
      }

      // The scheduled post goes out at its minute, not before.
      await page.goto('/posts');
      const scheduledLinks = await publishedLinks(page, scheduledCampaign, 120_000);
      const published = await postRecord(baseUrl, session, scheduledId);
      expect(published.targets.map((target) => target.external_url).sort()).toEqual(scheduledLinks);
      for (const target of published.targets) expect(Date.parse(target.published_at!)).toBeGreaterThanOrEqual(when.at.getTime());
      await saveScreenshot(page, `publishing-${network.slug}-6-scheduled-published`);
      expectNoProblems(tracked.problems);
    }, 240_000);
  });
}
