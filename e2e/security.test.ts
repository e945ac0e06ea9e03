import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the page in the browser', () => {
  it('runs under a CSP that blocks inline script', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/login');
    await page.getByPlaceholder('Business Email').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.appendChild(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    expect(problems.some((problem) => problem.includes('Content Security Policy'))).toBe(true);
    await context.close();
  });

  it('loads the sign-in page without errors in dark mode too', async () => {
    const { page, context, problems } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 18)');
    expect(problems).toEqual([]);
    await context.close();
  });
});
