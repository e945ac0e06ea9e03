import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import type { OnboardingStatus } from '@roi/contract/onboarding';
import { answerOf } from '../apps/server/src/test/answers.js';
import { apiSignIn, callApi } from './support/api.js';
import { openPage, saveScreenshot, toast, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';
import { signUpThroughScreens, type NewOrganization } from './support/sign-up.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function onboardingOf(person: NewOrganization): Promise<OnboardingStatus> {
  const session = await apiSignIn(inject('baseUrl'), person.email, person.password);
  return answerOf(organizationEndpoints.onboarding, await callApi(inject('baseUrl'), organizationEndpoints.onboarding, { session })).data;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** A new organisation signed up through the screens, which the company details lead into the onboarding's connect step. */
async function signUpIntoOnboarding(person: NewOrganization): Promise<TrackedPage> {
  const tracked = await openPage(browser, { width: 1440, height: 900 });
  await signUpThroughScreens(tracked.page, person);
  await tracked.page.waitForURL('**/onboarding?step=3');
  await tracked.page.getByRole('heading', { name: 'Connect Your Social Media' }).waitFor();
  return tracked;
}

const offer = (page: Page) => page.getByRole('region', { name: 'Finish setting up' });

describe('a new organisation', () => {
  it('is walked from sign-up through connecting the sandbox LinkedIn and its brand to its first post, by clicking only', async () => {
    const person: NewOrganization = {
      email: 'avery@lakeshore.example',
      firstName: 'Avery',
      lastName: 'Stone',
      organizationName: 'Lakeshore Development Council',
      password: 'Lakeshore!Dev7',
    };
    const { page, context, problems } = await signUpIntoOnboarding(person);
    await saveScreenshot(page, 'onboarding-3-connect-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the top bar keeps the mark without the product's name, so the screen's title is shown whole.
    const title = page.getByRole('banner').getByRole('heading', { name: 'Get Started' });
    expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
    await saveScreenshot(page, 'onboarding-3-connect-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await page.getByText('Soon', { exact: true }).count()).toBe(3);

    // The connect flow of Settings: the sandbox's consent, the accounts chosen, and back to the onboarding.
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page.waitForURL('**/linkedin-oauth**');
    await page.getByText(MESSAGES.integrationAdded).waitFor();
    await page.getByRole('checkbox', { name: 'Avery Stone (Member profile)' }).waitFor();
    await page.getByRole('button', { name: 'Save publishing accounts' }).click();
    await page.waitForURL('**/onboarding?step=4');
    await page.getByRole('heading', { name: 'Choose Your LinkedIn Page(s)' }).waitFor();
    const connection = page.getByRole('region', { name: 'LinkedIn connection of Avery Stone' });
    expect(await connection.getByRole('checkbox', { name: 'Avery Stone (Member profile)' }).isChecked()).toBe(true);
    expect(await connection.getByRole('checkbox', { name: `${person.organizationName} (Organization page)` }).isChecked()).toBe(true);
    await saveScreenshot(page, 'onboarding-4-pages-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'onboarding-4-pages-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Continue' }).click();

    // The details saved at sign-up are there; then the brand.
    await page.getByRole('heading', { name: 'Organization Details' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Brand Identity' }).waitFor();
    await page.getByRole('button', { name: 'Save and finish' }).click();

    // Finished: the first post, written with the assistant and posted to the sandbox.
    await page.waitForURL('**/posts/createpost');
    await page.getByRole('heading', { name: 'Create a New Social Media Post' }).waitFor();
    expect(await onboardingOf(person)).toMatchObject({ state: 'finished' });
    await page.getByLabel('Campaign name').fill('First post');
    await choose(page, 'Goal', 'Attract investment');
    await choose(page, 'Industry', 'Advanced manufacturing');
    await choose(page, 'Region', 'Southeast');
    await choose(page, 'Audience', 'Site selectors');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Prompt' }).fill('Announce our new waterfront business park');
    await page.getByRole('button', { name: 'Generate' }).click();
    const reply = page.getByRole('article', { name: 'ROI Assistant reply' }).first();
    await expect.poll(() => reply.getByRole('button', { name: 'Shorten' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'Publish to' }).getByText('Avery Stone').first().waitFor();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, MESSAGES.posted);
    await page.waitForURL('**/posts');
    const session = await apiSignIn(inject('baseUrl'), person.email, person.password);
    await expect
      .poll(async () => {
        const listed = await callApi(inject('baseUrl'), postEndpoints.postList, { session, body: { page: 1, page_size: 10 } });
        return answerOf(postEndpoints.postList, listed).records.flatMap((post) => post.targets.map((target) => target.state));
      }, { timeout: 30_000 })
      .toEqual(['published', 'published']);

    // Done is done: no offer in the shell, now or after signing in again.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await waitForShell(page);
    expect(await offer(page).count()).toBe(0);
    await signOut(page);
    await signIn(page, person.email, person.password);
    await waitForShell(page);
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(await offer(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expectNoProblems(problems);
    await context.close();
  }, 120_000);

  it('is offered the onboarding in the shell until it is dismissed, across sign-ins', async () => {
    const person: NewOrganization = {
      email: 'quinn@ridgeway.example',
      firstName: 'Quinn',
      lastName: 'Hale',
      organizationName: 'Ridgeway Economic Alliance',
      password: 'Ridgeway!Eco7',
    };
    const { page, context, problems } = await signUpIntoOnboarding(person);

    // Left half way: the shell offers to go on, after signing in again too.
    await page.goto('/dashboard');
    await waitForShell(page);
    await offer(page).waitFor();
    await saveScreenshot(page, 'onboarding-offer-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'onboarding-offer-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signOut(page);
    await signIn(page, person.email, person.password);
    await waitForShell(page);
    await offer(page).getByRole('link', { name: 'Continue setup' }).click();
    await page.waitForURL('**/onboarding?step=3');
    await page.getByRole('heading', { name: 'Connect Your Social Media' }).waitFor();

    // Dismissed from the shell: gone for good.
    await page.goBack();
    await offer(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => offer(page).count()).toBe(0);
    expect(await onboardingOf(person)).toMatchObject({ state: 'dismissed' });
    await page.reload();
    await waitForShell(page);
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(await offer(page).count()).toBe(0);
    expectNoProblems(problems);
    await context.close();
  });
});
