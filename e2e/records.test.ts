import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@roi/contract/messages';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { POST_SETUP } from '../apps/server/src/test/post-fixtures.js';
import { openPage, saveScreenshot, toast, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { apiSignIn, callApi, createOrganizationWithMember } from './support/api.js';
import { expectNoProblems, signIn } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Records!Admin1';

async function openRecordsScreen(page: Page, email: string) {
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/settings/records');
  await page.getByRole('heading', { name: 'Public Records', level: 2 }).waitFor();
}

describe('the public records screen', () => {
  it('finds a post by its words, exports it as a ZIP and places a legal hold', async () => {
    const slug = Date.now().toString(36);
    const email = `records-admin-${slug}@records.test`;
    const { organizationId } = await createOrganizationWithMember(inject('baseUrl'), `Records EDO ${slug}`, {
      email,
      password: PASSWORD,
      names: ['Rita', 'Records'],
      role: 'Admin',
    });
    const session = await apiSignIn(inject('baseUrl'), email, PASSWORD);
    const saved = await callApi(inject('baseUrl'), postEndpoints.postCreate, {
      session,
      body: { organization_id: organizationId, user_id: session.user_id, ...POST_SETUP, publish_status: 1, post_content: '<p>Riverfront cleanup this Saturday.</p>' },
    });
    expect(saved.statusCode).toBe(200);

    const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme: 'light' });
    const { page } = tracked;
    await openRecordsScreen(page, email);
    await page.getByText('Fill in what the request asks for and choose Find records.').waitFor();
    await page.getByLabel('Words').fill('riverfront');
    await page.getByRole('button', { name: 'Find records' }).click();
    const found = page.getByRole('list', { name: 'Posts found' });
    await found.getByText('Riverfront cleanup this Saturday.').waitFor();
    await found.getByText(POST_SETUP.campaign_name, { exact: false }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export ZIP' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^public-records-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await toast(page, MESSAGES.recordsExported);

    await page.getByLabel('Reason').fill('Records request 2026-14');
    await page.getByRole('button', { name: 'Place hold' }).click();
    await toast(page, MESSAGES.holdPlaced);
    await page.getByRole('list', { name: 'Legal holds in force' }).getByText('Records request 2026-14').waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'records-1440-light');
    expectNoProblems(tracked.problems);
    await tracked.context.close();

    const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await openRecordsScreen(phone.page, email);
    await phone.page.getByLabel('Words').fill('riverfront');
    await phone.page.getByRole('button', { name: 'Find records' }).click();
    await phone.page.getByRole('list', { name: 'Posts found' }).getByText('Riverfront cleanup this Saturday.').waitFor();
    await waitForAnimations(phone.page);
    await saveScreenshot(phone.page, 'records-390-dark');
    expectNoProblems(phone.problems);
    await phone.context.close();
  });
});
