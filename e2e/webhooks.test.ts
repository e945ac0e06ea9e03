import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@roi/contract/messages';
import { openPage, saveScreenshot, toast, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { createOrganizationWithMember } from './support/api.js';
import { expectNoProblems, signIn } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Hooks!Admin1';
/** A public address by number, from a range kept for documentation: accepted without a name lookup, and nothing reaches it. */
const ENDPOINT = 'https://203.0.113.10/hooks/roi';

async function openWebhooksScreen(page: Page, email: string) {
  await signIn(page, email, PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto('/settings/webhooks');
  await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
}

describe('the webhooks screen', () => {
  it('adds an endpoint, shows its secret once, sends a test event and shows it in the log', async () => {
    const slug = Date.now().toString(36);
    const email = `hooks-admin-${slug}@hooks.test`;
    await createOrganizationWithMember(inject('baseUrl'), `Hooks EDO ${slug}`, { email, password: PASSWORD, names: ['Hana', 'Hooks'], role: 'Admin' });
    const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme: 'light' });
    const { page } = tracked;
    await openWebhooksScreen(page, email);
    await page.getByText("No endpoints yet. Add one to have your tools told of your posts' events.").waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByLabel('Address').fill('https://127.0.0.1/hooks');
    await dialog.getByRole('checkbox', { name: /post\.published/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText(MESSAGES.webhookPrivateAddress).waitFor();
    await dialog.getByLabel('Address').fill(ENDPOINT);
    await waitForAnimations(page);
    await saveScreenshot(page, 'webhooks-add-1440-light');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    expect(await secretDialog.getByLabel('Signing secret').inputValue()).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const list = page.getByRole('list', { name: 'Webhook endpoints' });
    await list.getByText(ENDPOINT).waitFor();
    await list.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('list', { name: 'Deliveries' }).getByText('webhook.test').waitFor();

    // The events can be changed later; the secret stays.
    await list.getByRole('button', { name: `Change ${ENDPOINT}` }).click();
    const change = page.getByRole('dialog', { name: 'Change the webhook endpoint' });
    expect(await change.getByLabel('Address').inputValue()).toBe(ENDPOINT);
    await change.getByRole('checkbox', { name: /post\.failed/ }).check();
    await change.getByRole('button', { name: 'Save endpoint' }).click();
    await toast(page, MESSAGES.webhookUpdated);
    await list.getByText('post.failed', { exact: true }).waitFor();
    await saveScreenshot(page, 'webhooks-list-1440-light');
    // The refused private address is the one failed request.
    expectNoProblems(tracked.problems.filter((problem) => !problem.includes('status of 400')));
    await tracked.context.close();

    const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await openWebhooksScreen(phone.page, email);
    await phone.page.getByRole('button', { name: 'Show deliveries' }).click();
    await phone.page.getByRole('list', { name: 'Deliveries' }).getByText('webhook.test').waitFor();
    await saveScreenshot(phone.page, 'webhooks-list-390-dark');
    expectNoProblems(phone.problems);
    await phone.context.close();
  });
});
