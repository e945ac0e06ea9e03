import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ORG_TYPE } from '@roi/contract/constants';
import { MESSAGES } from '@roi/contract/messages';
import { addRegisteredUser, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

const ADMIN = { email: 'admin@beacon-edo.test', password: 'Beacon!Admin1', names: ['Bea', 'Admin'] as [string, string], role: 'Admin' as const };
const MEMBER = { email: 'member@beacon-edo.test', password: 'Beacon!Member1', names: ['Ben', 'Member'] as [string, string], role: 'Member' as const };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject('baseUrl');
  const { organizationId } = await createOrganizationWithMember(baseUrl, 'Beacon EDO', ADMIN);
  await addRegisteredUser(baseUrl, organizationId, ORG_TYPE.economicDevelopment, MEMBER);
});
afterAll(async () => {
  await browser?.close();
});

describe('Help', () => {
  it('finds articles as one types, goes to a result with the keyboard, and opens it', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, MEMBER.email, MEMBER.password);
    await waitForShell(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help', exact: true }).click();
    await page.waitForURL('**/help');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Help', exact: true }).waitFor();
    await main.getByRole('heading', { name: 'Start here' }).waitFor();
    await main.getByRole('heading', { name: 'Your support contact' }).waitFor();
    // Each article is listed with its first paragraph as plain text: no markdown's emphasis marks.
    await main.getByText('Create Post walks you through three steps: Post Setup, ROI Assistant and Edit & Preview.').waitFor();
    expect(await main.getByRole('listitem').allInnerTexts()).not.toContainEqual(expect.stringContaining('**'));
    await saveScreenshot(page, 'help-1440-light');

    const search = main.getByRole('searchbox', { name: 'Search Help' });
    await search.fill('page administrator');
    const results = main.getByRole('list', { name: 'Search results' });
    await results.waitFor();
    await expect.poll(() => main.getByRole('status').filter({ hasText: 'match' }).textContent()).toMatch(/articles? match/);
    expect(await results.getByRole('link').first().textContent()).toBe('What LinkedIn requires');
    await saveScreenshot(page, 'help-search-1440-light');

    await search.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('What LinkedIn requires');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/help/linkedin-requirements');
    await main.getByRole('heading', { name: 'What LinkedIn requires' }).waitFor();
    await main.getByRole('heading', { name: 'You must be a page administrator' }).waitFor();

    // Back returns to the same results.
    await page.goBack();
    await page.waitForURL(/\/help\?q=page/);
    expect(await search.inputValue()).toBe('page administrator');

    await search.fill('zzzz nothing');
    await main.getByText('No article matches “zzzz nothing”. Try fewer or other words.').waitFor();
    expectNoProblems(problems);
    await context.close();
  });

  it("opens each screen's article from the ? in its header", async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForShell(page);
    for (const [path, screen, article, heading] of [
      ['/posts', 'Posts', 'posts', 'The Posts screen'],
      ['/scheduling', 'Scheduling & Publishing', 'scheduling', 'Scheduling & Publishing'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('link', { name: `Help for ${screen}` }).click();
      await page.waitForURL(`**/help/${article}`);
      await page.getByRole('main').getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'All help articles' }).click();
    await page.waitForURL('**/help');
    // Help itself has no "?".
    expect(await page.getByRole('link', { name: /^Help for/ }).count()).toBe(0);
    expectNoProblems(problems);
    await context.close();
  });

  it('shows the support contact an admin set in Organization Settings to the people of the organisation', async () => {
    const admin = await openPage(browser, { width: 1440, height: 900 });
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await waitForShell(admin.page);
    await admin.page.goto('/orgsetting');
    const section = admin.page.getByRole('region', { name: 'Support contact' });
    await section.getByRole('textbox', { name: 'Name or team' }).fill('Beacon communications team');
    await section.getByRole('textbox', { name: 'Email' }).fill('not an address');
    await section.getByRole('button', { name: 'Save support contact' }).click();
    await section.getByText(MESSAGES.emailFormat).waitFor();
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(admin.page, 'orgsetting-support-contact-1440-light');
    await section.getByRole('textbox', { name: 'Email' }).fill('comms@beacon-edo.test');
    await section.getByRole('textbox', { name: 'Phone' }).fill('+1 555 010 0142');
    await section.getByRole('button', { name: 'Save support contact' }).click();
    await toast(admin.page, MESSAGES.supportContactSaved);
    expectNoProblems(admin.problems);
    await admin.context.close();

    const member = await openPage(browser, { width: 1440, height: 900, colorScheme: 'dark' });
    await signIn(member.page, MEMBER.email, MEMBER.password);
    await waitForShell(member.page);
    await member.page.setViewportSize({ width: 390, height: 844 });
    await member.page.goto('/help');
    const contact = member.page.getByRole('region', { name: 'Your support contact at Beacon EDO' });
    await contact.getByText('Beacon communications team').waitFor();
    expect(await contact.getByRole('link', { name: 'comms@beacon-edo.test' }).getAttribute('href')).toBe('mailto:comms@beacon-edo.test');
    expect(await contact.getByRole('link', { name: '+1 555 010 0142' }).getAttribute('href')).toBe('tel:+15550100142');
    await saveScreenshot(member.page, 'help-390-dark');
    await member.page.goto('/help/using-the-api');
    await member.page.getByRole('main').getByRole('heading', { name: 'Using the API' }).waitFor();
    await member.page.getByRole('region', { name: 'Example commands' }).nth(1).scrollIntoViewIfNeeded();
    await saveScreenshot(member.page, 'help-article-390-dark');
    expectNoProblems(member.problems);
    await member.context.close();
  });
});
