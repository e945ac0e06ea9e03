import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import { openPage, saveScreenshot, waitForAnimations, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { createOrganizationWithMember } from './support/api.js';
import { expectNoProblems, signIn } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Keys!Admin1';

/** A call a tool would make with the key. */
async function withKey(key: string, path: string): Promise<{ status: number; message: string }> {
  const response = await fetch(new URL(path, inject('baseUrl')), {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message };
}

async function openKeysScreen(page: Page, email: string) {
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/settings/api-keys');
  await page.getByRole('heading', { name: 'API Keys', level: 2 }).waitFor();
}

describe('the API keys screen', () => {
  it('creates a key with chosen actions, shows it once, and revokes it', async () => {
    const slug = Date.now().toString(36);
    const email = `keys-admin-${slug}@keys.test`;
    await createOrganizationWithMember(inject('baseUrl'), `Keys EDO ${slug}`, {
      email,
      password: PASSWORD,
      names: ['Kim', 'Keys'],
      role: 'Admin',
    });
    const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme: 'light' });
    const { page } = tracked;
    await openKeysScreen(page, email);
    await page.getByText('No API keys yet. Create one to connect another tool.').waitFor();

    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByLabel('Name').fill('CRM sync');
    await dialog.getByRole('checkbox', { name: 'Posts: View' }).check();
    await dialog.getByRole('checkbox', { name: 'Create Post: Create' }).check();
    await waitForAnimations(page);
    await saveScreenshot(page, 'api-keys-create-1440-light');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const key = await shown.getByLabel('API key').inputValue();
    expect(key).toMatch(/^roi_key_[A-Za-z0-9_-]{43}$/);
    await shown.getByText(MESSAGES.apiKeyCreated).waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'api-keys-shown-once-1440-light');
    await shown.getByRole('button', { name: 'Done' }).click();

    const list = page.getByRole('list', { name: 'API keys' });
    await list.getByText('CRM sync').waitFor();
    await list.getByText('Posts: View · Create Post: Create').waitFor();
    expect(await page.getByText(key).count()).toBe(0);
    await saveScreenshot(page, 'api-keys-list-1440-light');

    expect((await withKey(key, API_PATHS.postList)).status).toBe(200);
    expect((await withKey(key, API_PATHS.userList)).status).toBe(403);

    await list.getByRole('button', { name: 'Revoke CRM sync' }).click();
    await page.getByRole('dialog', { name: /Revoke/ }).getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, MESSAGES.apiKeyRevokedDone);
    await list.getByText('Revoked', { exact: true }).waitFor();
    expect(await withKey(key, API_PATHS.postList)).toEqual({ status: 401, message: MESSAGES.apiKeyRevoked });
    expectNoProblems(tracked.problems);
    await tracked.context.close();

    const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await openKeysScreen(phone.page, email);
    await phone.page.getByRole('list', { name: 'API keys' }).getByText('CRM sync').waitFor();
    await saveScreenshot(phone.page, 'api-keys-list-390-dark');
    await phone.page.getByRole('button', { name: 'Create key' }).click();
    await phone.page.getByRole('dialog', { name: 'Create an API key' }).waitFor();
    await waitForAnimations(phone.page);
    await saveScreenshot(phone.page, 'api-keys-create-390-dark');
    expectNoProblems(phone.problems);
    await phone.context.close();
  });
});
