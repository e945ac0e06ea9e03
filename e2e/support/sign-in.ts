import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sessionDataSchema } from '@roi/contract/auth';
import { openPage, type TrackedPage } from './browser.js';

/** The signed-in user as the page keeps it (`userInfo`): the sign-in answer without its tokens. */
const storedUserSchema = sessionDataSchema.omit({ access_token: true, refresh_token: true });

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('Business Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The shell is up when the main navigation is shown. */
export async function waitForShell(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/**
 * A fresh page signed in as the account, at the width and colour scheme given, once its shell is up
 * (on a phone the navigation folds into a drawer behind the top bar's button).
 */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  options: { width: number; colorScheme: 'light' | 'dark' },
): Promise<TrackedPage> {
  const tracked = await openPage(browser, { ...options, height: 900 });
  await signIn(tracked.page, account.email, account.password);
  if (options.width < 900) await tracked.page.getByRole('button', { name: 'Open navigation' }).waitFor();
  else await waitForShell(tracked.page);
  return tracked;
}

export async function storedSessionKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).sort());
}

export async function storedUser(page: Page) {
  const stored = await page.evaluate(() => window.localStorage.getItem('userInfo'));
  return storedUserSchema.parse(JSON.parse(stored ?? 'null'));
}

export function expectNoProblems(problems: string[]): void {
  expect(problems, 'console errors, page errors or CSP violations').toEqual([]);
}
