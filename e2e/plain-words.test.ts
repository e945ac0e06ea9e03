import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { apiSignIn, callApi, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ADMIN = { email: 'jamie@millbrook.example', password: 'Millbrook!Adm7', names: ['Jamie', 'Rivera'] as [string, string] };
const ORGANIZATION = 'Millbrook Growth Alliance';

/** LinkedIn's own ids, which a marketer never needs to read. */
const URN = /urn:li:/;

async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('the words a marketer reads', () => {
  it('after connecting, in the editor and in the posts list: next steps, names and links, Schedule, and a time zone that is not set', async () => {
    const baseUrl = inject('baseUrl');
    await createOrganizationWithMember(baseUrl, ORGANIZATION, { ...ADMIN, role: 'Admin' });
    const session = await apiSignIn(baseUrl, ADMIN.email, ADMIN.password);
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForShell(page);

    // Back from LinkedIn's consent: what is left to do is said, and accounts are named, not numbered.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page.waitForURL('**/linkedin-oauth**');
    await page.getByText(MESSAGES.integrationAdded).waitFor();
    await page.getByText('One more step: tick the accounts your posts go to, then press Save publishing accounts.').waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(URN);
    await screenshotsAtBothWidths(page, 'linkedin-callback-next-step');
    await page.getByRole('button', { name: 'Save publishing accounts' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('region', { name: 'LinkedIn connection of Jamie Rivera' }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(URN);

    // A draft opened in the editor: Schedule names the button, and the missing time zone is explained.
    const created = await callApi(baseUrl, postEndpoints.postCreate, {
      session,
      body: {
        organization_id: session.org_id,
        user_id: session.user_id,
        goal: 'Promote sites and buildings',
        campaign_name: 'Riverside lots',
        industry: 'Logistics and distribution',
        region: 'Midwest',
        audience: 'Site selectors',
        publish_status: 1,
        post_content: '<p>Riverside lots are ready for building.</p>',
      },
    });
    expect(created.statusCode).toBe(200);
    await page.goto('/posts');
    await page.getByRole('link', { name: 'Open Riverside lots in editor' }).click();
    await page.getByRole('textbox', { name: 'Post text' }).waitFor();
    await page.getByRole('radio', { name: 'Schedule' }).check();
    await page.getByRole('button', { name: 'Schedule', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Post', exact: true }).count()).toBe(0);
    await page.getByText(`${ORGANIZATION} has no time zone set, so times are in UTC.`).waitFor();
    const setTimeZone = page.getByRole('link', { name: 'Set its time zone' });
    expect(await setTimeZone.getAttribute('href')).toBe('/orgsetting');
    await page.getByRole('button', { name: 'Schedule', exact: true }).scrollIntoViewIfNeeded();
    await screenshotsAtBothWidths(page, 'editor-schedule-utc');
    await page.getByRole('radio', { name: 'Post now' }).check();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, MESSAGES.posted);
    await page.waitForURL('**/posts');

    // Published: each account's post is a link to where it can be read, not an id.
    const row = page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: 'Riverside lots' });
    const links = row.getByRole('link', { name: 'View in the sandbox feed' });
    await expect.poll(() => links.count(), { timeout: 30_000 }).toBe(2);
    expect(await row.innerText()).not.toMatch(URN);
    await screenshotsAtBothWidths(page, 'posts-published-links');
    await links.first().click();
    await page.waitForURL('**/sandbox-feed**');
    await page.getByRole('article', { name: /^Sandbox post by / }).filter({ hasText: 'Riverside lots are ready' }).first().waitFor();

    // Scheduled: moving it to another time says why the times are in UTC too.
    const scheduled = await callApi(baseUrl, postEndpoints.postCreate, {
      session,
      body: {
        organization_id: session.org_id,
        user_id: session.user_id,
        goal: 'Promote sites and buildings',
        campaign_name: 'Riverside tour',
        industry: 'Logistics and distribution',
        region: 'Midwest',
        audience: 'Site selectors',
        publish_status: 2,
        post_content: '<p>Tour the Riverside lots with us.</p>',
        post_to: [{ platform_name: 'linkedin' }],
        schedule_at: utcToZonedLocal(new Date(Date.now() + 24 * 60 * 60 * 1000), 'UTC'),
      },
    });
    expect(scheduled.statusCode).toBe(200);
    await page.goto('/posts');
    const scheduledRow = page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: 'Riverside tour' });
    await scheduledRow.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule post' });
    await reschedule.getByText(`${ORGANIZATION} has no time zone set, so times are in UTC.`).waitFor();
    expect(await reschedule.getByRole('link', { name: 'Set its time zone' }).getAttribute('href')).toBe('/orgsetting');
    // At 1440 px only: the list swaps its table for cards across 1200 px, which closes an open dialog.
    await saveScreenshot(page, 'reschedule-utc-1440');
    expectNoProblems(problems);
    await context.close();
  }, 90_000);
});
