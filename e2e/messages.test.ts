import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MESSAGES } from '@roi/contract/messages';
import { createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { choose, missingFieldsAnnounced } from './support/create-post.js';
import { expectNoProblems, waitForShell } from './support/sign-in.js';

let browser: Browser;
const member = { email: 'messages.member@lakeshore.example', password: 'Member!Pass1' };
beforeAll(async () => {
  browser = await launchBrowser();
  await createOrganizationWithMember(inject('baseUrl'), 'Lakeshore Development Council', { ...member, names: ['Jordan', 'Blake'] });
});
afterAll(() => browser?.close());

/** A toast on screen (react-toastify shows each as an alert), by its text. */
function shownToast(page: Page, text: string): Locator {
  return page.locator('.Toastify__toast').filter({ hasText: text });
}

/**
 * Holds a toast where it is: with the pointer on it, it does not close by itself, so that only what the
 * product does about it can take it away.
 */
async function holdToast(page: Page, text: string): Promise<void> {
  const toast = shownToast(page, text);
  await toast.waitFor();
  await toast.hover();
}

function overlaps(first: { x: number; y: number; width: number; height: number }, second: typeof first): boolean {
  return first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height;
}

/** A success toast leaves the header's name and avatar in sight. */
async function expectHeaderClear(page: Page, toastText: string): Promise<void> {
  const toast = await shownToast(page, toastText).boundingBox();
  const profile = await page.getByRole('button', { name: 'Open profile menu' }).boundingBox();
  expect(toast).not.toBeNull();
  expect(profile).not.toBeNull();
  expect(overlaps(toast!, profile!)).toBe(false);
}

async function changePassword(page: Page, from: string, to: string, confirmation: string): Promise<void> {
  await page.getByLabel('Old Password', { exact: true }).fill(from);
  await page.getByLabel('New Password', { exact: true }).fill(to);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(confirmation);
  // Sent from the keyboard: the pointer stays where it is.
  await page.getByLabel('Confirm New Password', { exact: true }).press('Enter');
}

describe('the product’s messages', () => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser, { width: 1440, height: 900 });
  });
  afterAll(() => tracked.context.close());

  it('takes an error away when the page changes', async () => {
    const { page } = tracked;
    await page.goto('/login');
    await page.getByPlaceholder('Business Email').fill('not-an-address');
    await page.getByPlaceholder('Password').fill(member.password);
    await page.getByPlaceholder('Password').press('Enter');
    await holdToast(page, MESSAGES.checkEmail);
    await page.getByPlaceholder('Business Email').fill(member.email);
    await page.getByPlaceholder('Password').press('Enter');
    await waitForShell(page);
    await expect.poll(() => shownToast(page, MESSAGES.checkEmail).count()).toBe(0);
  });

  it('takes an error away once the same action succeeds, and shows toasts clear of the name and avatar', async () => {
    const { page } = tracked;
    await page.goto('/myprofile');
    const next = 'Member!Pass2';
    await changePassword(page, member.password, next, 'Member!Pass3');
    await holdToast(page, MESSAGES.newPasswordMismatch);
    await changePassword(page, member.password, next, next);
    await shownToast(page, MESSAGES.passwordChanged).waitFor();
    await expect.poll(() => shownToast(page, MESSAGES.passwordChanged).count()).toBe(1);
    await expect.poll(() => shownToast(page, MESSAGES.newPasswordMismatch).count()).toBe(0);
    await expectHeaderClear(page, MESSAGES.passwordChanged);
    await saveScreenshot(page, 'toast-success-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await changePassword(page, next, member.password, member.password);
    await expect.poll(() => shownToast(page, MESSAGES.passwordChanged).count()).toBeGreaterThan(0);
    await expectHeaderClear(page, MESSAGES.passwordChanged);
    await saveScreenshot(page, 'toast-success-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('marks each empty field of the post setup, moves to the first and says what is missing', async () => {
    const { page } = tracked;
    await page.goto('/posts/createpost');
    await page.getByRole('heading', { name: 'Create a New Social Media Post' }).waitFor();
    await choose(page, 'Goal', 'Attract investment');
    await page.getByRole('button', { name: 'Next' }).click();

    const announcement = await missingFieldsAnnounced(page);
    expect(await announcement.innerText()).toMatch(/Campaign name, Industry, Region, Audience/);
    const campaign = page.getByLabel('Campaign name');
    await expect.poll(() => campaign.evaluate((input) => input === document.activeElement)).toBe(true);
    for (const field of [campaign, ...['Industry', 'Region', 'Audience'].map((label) => page.getByRole('combobox', { name: label }))]) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(await page.getByRole('combobox', { name: 'Goal' }).getAttribute('aria-invalid')).not.toBe('true');
    await page.getByText('Choose an audience.').waitFor();
    await saveScreenshot(page, 'create-post-setup-missing-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'create-post-setup-missing-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // A field filled in is no longer marked; the next try moves to the first field still empty.
    await campaign.fill('Lakefront trail');
    await expect.poll(() => campaign.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const industry = page.getByRole('combobox', { name: 'Industry' });
    await expect.poll(() => industry.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await (await missingFieldsAnnounced(page)).innerText()).toMatch(/: Industry, Region, Audience\.$/);
    expectNoProblems(tracked.problems);
  });
});
