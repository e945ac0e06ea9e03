import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions and CSP violations seen so far. */
  problems: string[];
}

/**
 * A page in a fresh context (its own storage) that records every console error and page error, so
 * that a test can assert the screen ran cleanly.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; baseUrl?: string; timezoneId?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: options.baseUrl ?? inject('baseUrl'),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId,
  });
  const page = await context.newPage();
  // React reports a render error it recovered from with a generic message; the cause names the culprit.
  await page.addInitScript(() => {
    window.addEventListener('error', (event) => {
      const cause = (event.error as { cause?: Error } | undefined)?.cause;
      if (cause) console.error(`cause: ${cause.message}\n${cause.stack}`);
    });
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** Waits until nothing moves (a dialog has faded in), so that a screenshot shows the screen at rest. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Waits for a toast (or any text) to be shown. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}
