import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { E2E_ADMIN } from './support/accounts.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

/** Choosing a brand colour tells the ratio it reaches on the product's pages, and warns when it is low. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('brand colour contrast', () => {
  it.each([
    { mode: 'light', width: 1440 },
    { mode: 'dark', width: 390 },
  ] as const)('warns with the ratio as a pale colour is typed, in $mode mode at $width px', async ({ mode, width }) => {
    const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme: mode });
    const { page } = tracked;
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    // A phone keeps the navigation in a drawer: the shell is waited for on a laptop.
    await waitForShell(page);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/orgsetting');
    const primary = page.getByRole('textbox', { name: 'Primary colour' });
    await primary.fill('#ffeb3b');
    const warning = page.locator('#brand-primary-color-helper-text');
    await expect.poll(() => warning.innerText()).toMatch(/^Low contrast: 1\.2:1 on light pages/);
    expect(await warning.getAttribute('aria-live')).toBe('polite');
    expect(await primary.getAttribute('aria-describedby')).toContain('brand-primary-color-helper-text');
    await primary.fill('#d9480f');
    await expect.poll(() => warning.innerText()).toMatch(/^Contrast 4\.\d:1 on light pages/);
    await primary.fill('#ffeb3b');
    await warning.getByText(/Low contrast/).waitFor();
    await warning.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `brand-contrast-warning-${mode}-${width}`);
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });
});
