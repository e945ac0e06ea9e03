import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { answerOf } from '../apps/server/src/test/answers.js';
import { apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Import!Admin1';
const HEADER = 'text,campaign,goal,industry,region,audience,accounts,date,time';

function line(text: string, daysAhead: number | null, goal = 'Attract investment'): string {
  const [date, time] = daysAhead === null ? ['', ''] : utcToZonedLocal(new Date(Date.now() + daysAhead * 86_400_000), 'UTC').split('T');
  return `"${text}",Spring Site Tour,${goal},Advanced manufacturing,Southeast,Site selectors,,${date},${time}`;
}

const FILE = [
  HEADER,
  line('Tour the riverfront megasite with us', 3),
  line('Meet our workforce partners', 5),
  line('A goal nobody chose', 6, 'World domination'),
  line('Draft for later', null),
  line('', 8),
  line('Why manufacturers pick the Southeast', 9),
].join('\n');

async function openImport(page: Page, email: string, listScreenshot: string) {
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/posts');
  await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
  await saveScreenshot(page, listScreenshot);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Import posts into/ });
  await dialog.getByLabel('CSV file of posts').setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE) });
  await dialog.getByText('4 of 6 rows can be imported.', { exact: false }).waitFor();
  await waitForAnimations(page);
  return dialog;
}

describe('importing posts on /posts', () => {
  it('previews every row with its problems before anything is stored, then imports the good ones in one step', async () => {
    const slug = Date.now().toString(36);
    const email = `import-admin-${slug}@import.test`;
    const baseUrl = inject('baseUrl');
    const { organizationId } = await createOrganizationWithMember(baseUrl, `Import EDO ${slug}`, { email, password: PASSWORD, names: ['Ines', 'Import'], role: 'Admin' });
    const session = await apiSignIn(baseUrl, email, PASSWORD);
    await connectSandbox(baseUrl, session, organizationId);
    const count = async () =>
      answerOf(postEndpoints.postList, await callApi(baseUrl, postEndpoints.postList, { session, body: { organization_id: organizationId } })).total_count;

    const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme: 'light' });
    const dialog = await openImport(tracked.page, email, 'posts-list-actions-1440-light');
    const problems = dialog.getByRole('list', { name: 'Rows with problems' });
    await problems.getByText('goal: "World domination" is not in the goal list').waitFor();
    await problems.getByText('text: the post has no text').waitFor();
    expect(await count()).toBe(0);
    await saveScreenshot(tracked.page, 'posts-import-preview-1440-light');

    await dialog.getByRole('button', { name: 'Import 4 posts' }).click();
    await toast(tracked.page, `${MESSAGES.importDone}: 3 scheduled, 1 drafts, 2 skipped.`);
    expect(await count()).toBe(4);
    await tracked.page.getByText('Tour the riverfront megasite with us').first().waitFor();

    // The list's posts as a file that imports back: the same header, one row per post.
    await tracked.page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([
      tracked.page.waitForEvent('download'),
      tracked.page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported.split('\n')[0]).toBe(`${HEADER},post_id,organization,status,created_at,results`);
    expect(exported).toContain('Why manufacturers pick the Southeast');
    expectNoProblems(tracked.problems);
    await tracked.context.close();

    const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await openImport(phone.page, email, 'posts-list-actions-390-dark');
    await saveScreenshot(phone.page, 'posts-import-preview-390-dark');
    expectNoProblems(phone.problems);
    await phone.context.close();
  });
});
