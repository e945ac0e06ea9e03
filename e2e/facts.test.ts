import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@roi/contract/messages';
import { createOrganizationWithMember } from './support/api.js';
import { choose, fillSetup, replies, settledReply } from './support/create-post.js';
import { openPage, saveScreenshot, toast, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn } from './support/sign-in.js';

const EDITOR = { email: 'editor@facts-edo.test', password: 'Facts!Edit1', names: ['Fay', 'Facts'] as [string, string], role: 'Admin' as const };

const FACTS = [
  {
    statement: 'Our region has 1,200 trained machinists.',
    value: '1,200',
    category: 'Workforce',
    source: 'https://facts-edo.example/workforce-report',
    asOf: '2026-09-30',
  },
  {
    statement: 'New manufacturing plants get a 40% property tax abatement.',
    value: '40%',
    category: 'Incentives',
    source: 'County incentive guide 2026',
    asOf: '2026-07-01',
  },
  {
    statement: 'The harbour festival drew 30,000 visitors.',
    value: '30,000',
    category: 'Announcements',
    source: 'https://facts-edo.example/festival',
    asOf: '2026-06-12',
  },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await createOrganizationWithMember(inject('baseUrl'), 'Facts EDO', EDITOR);
});
afterAll(async () => {
  await browser?.close();
});

async function addFact(page: Page, fact: (typeof FACTS)[number]) {
  await page.getByRole('button', { name: 'Add fact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a fact' });
  await dialog.getByRole('textbox', { name: 'Statement' }).fill(fact.statement);
  await dialog.getByRole('textbox', { name: 'Figure' }).fill(fact.value);
  await choose(page, 'Category', fact.category);
  await dialog.getByRole('textbox', { name: 'Source' }).fill(fact.source);
  await dialog.getByLabel('True as of').fill(fact.asOf);
  await dialog.getByRole('button', { name: 'Add fact' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('grounded drafts', () => {
  it('keeps three facts with sources, drafts from two of them, and flags a made-up figure', async () => {
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, EDITOR.email, EDITOR.password);
    await page.waitForURL('**/dashboard');

    await page.goto('/content-hub?tab=facts');
    await page.getByRole('tab', { name: 'Facts' }).waitFor();
    await page.getByText(/^No facts yet\./).waitFor();

    // A fact without its source is refused in the form, and nothing is stored.
    await page.getByRole('button', { name: 'Add fact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a fact' });
    await dialog.getByRole('textbox', { name: 'Statement' }).fill('A fact from nowhere.');
    await dialog.getByLabel('True as of').fill('2026-01-01');
    await dialog.getByRole('button', { name: 'Add fact' }).click();
    await dialog.getByRole('alert').getByText(/where the fact comes from/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    for (const fact of FACTS) await addFact(page, fact);
    await toast(page, MESSAGES.factAdded);
    const list = page.getByRole('list', { name: 'Facts' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    await list.getByRole('link', { name: FACTS[0]!.source }).waitFor();
    await list.getByText(`Source: ${FACTS[1]!.source}`, { exact: false }).waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'facts-library-1440-light');

    // The draft: the prompt asks about two of the facts; the third is about something else.
    await page.goto('/posts/createpost');
    await fillSetup(page, 'Machinist Month');
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByRole('textbox', { name: 'Prompt' })
      .fill('Tell site selectors about our trained machinists and the tax abatement for new plants, next to our 200-acre megasite');
    await page.getByRole('button', { name: 'Generate' }).click();
    const reply = await settledReply(page, 0);
    expect(reply).toContain(FACTS[0]!.statement);
    expect(reply).toContain(FACTS[1]!.statement);
    expect(reply).not.toContain('harbour festival');
    expect(reply).not.toMatch(/Facts used/);
    const sources = replies(page).nth(0).getByRole('region', { name: 'Sources' });
    await expect.poll(() => sources.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    expect(await sources.getByRole('link', { name: FACTS[0]!.source }).getAttribute('href')).toBe(FACTS[0]!.source);
    expect(await sources.innerText()).toContain(FACTS[1]!.source);
    expect(await sources.innerText()).not.toContain(FACTS[2]!.statement);
    await saveScreenshot(page, 'facts-draft-sources-1440-light');

    // The editor: the facts' figures pass; a figure no fact gives is flagged before posting.
    await page.getByRole('button', { name: 'Next' }).click();
    const editor = page.getByRole('textbox', { name: 'Post text' });
    await expect.poll(() => editor.innerText(), { timeout: 15_000 }).toContain(FACTS[0]!.statement);
    const check = page.getByRole('region', { name: 'Facts and figures' });
    await check.getByRole('region', { name: 'Sources the assistant used' }).waitFor();
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('We also created 4,500 jobs this year. ');
    const flagged = check.getByRole('list', { name: 'Figures no fact supports' });
    await expect.poll(() => flagged.innerText(), { timeout: 15_000 }).toContain('4,500');
    expect(await flagged.innerText()).not.toContain('1,200');
    expect(await flagged.innerText()).not.toContain('40%');
    await check.getByText(/match(es)? no fact in your library/).waitFor();
    await check.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'facts-figure-check-1440-light');
    // A warning, not a block: the post can still be saved.
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(page, MESSAGES.postDrafted);
    expectNoProblems(problems);
    await page.context().close();
  });

  it('fits a phone in the dark', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await signIn(page, EDITOR.email, EDITOR.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/content-hub?tab=facts');
    await expect.poll(() => page.getByRole('list', { name: 'Facts' }).getByRole('listitem').count(), { timeout: 15_000 }).toBe(3);
    await saveScreenshot(page, 'facts-library-390-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByRole('dialog', { name: 'Import facts' }).getByRole('button', { name: 'Choose a CSV file' }).waitFor();
    await page.getByLabel('CSV file of facts').setInputFiles({
      name: 'facts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('statement,value,category,source,as_of\nA rail spur serves the park.,,Sites,,2026-13-01\n'),
    });
    await page.getByRole('list', { name: 'Rows with problems' }).getByText(/source: /).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await waitForAnimations(page);
    await saveScreenshot(page, 'facts-import-problems-390-dark');
    expectNoProblems(problems);
    await page.context().close();
  });
});
