import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf } from '../apps/server/src/test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, finishConnection } from './support/api.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { publishNow } from './support/linkedin-product.js';
import { pollUntil } from './support/poll.js';
import { startServer, type RunningServer } from './support/server-process.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

/**
 * Tracked links (docs/decisions/0032-tracked-links.md): turned on in Organization Settings on a server
 * whose APP_URL is public (it still listens on localhost), sent to the local LinkedIn server as short
 * links, followed through the real server, and counted in the campaign table. On the shared server,
 * whose APP_URL is localhost, the screen says why they are not offered.
 */

const PUBLIC_APP_URL = 'https://social.example.org';
const BROWSER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CAMPAIGN = 'Port logistics push';
const SWITCH = 'Track links in published posts';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let fake: FakeLinkedIn;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startLinkedInServer();
  server = await startServer((baseUrl) => ({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    PUBLISH_POLL_MS: '300',
    APP_URL: PUBLIC_APP_URL,
    ...linkedInSettings(fake, { LINKEDIN_REDIRECT_URI: `${baseUrl}/linkedin-oauth` }),
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('Tracked links', () => {
  it('are turned on in Organization Settings, go to LinkedIn as short links, and count a person’s click in the campaign table', async () => {
    const tracked = await openPage(browser, { width: 1440, height: 900, baseUrl: server.baseUrl, colorScheme: 'light' });
    const { page } = tracked;
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await page.goto('/orgsetting');
    const toggle = page.getByRole('switch', { name: SWITCH });
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.getByText(MESSAGES.trackedLinksNeedPublicAddress, { exact: false }).count()).toBe(0);
    await toggle.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MESSAGES.organizationUpdated);
    await page.getByRole('heading', { name: 'Links' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'tracked-links-orgsetting-1440-light');
    await page.reload();
    expect(await page.getByRole('switch', { name: SWITCH }).isChecked()).toBe(true);

    const session = await apiSignIn(server.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const started = await callApi(server.baseUrl, integrationEndpoints.oauthAuthorize, { session, body: { app_name: 'linkedin', organization_id: session.org_id } });
    await finishConnection(server.baseUrl, session, new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url)));
    const postId = await publishNow(server.baseUrl, session, CAMPAIGN, 'The port’s new cross-dock is open: https://port.example.com/cross-dock?tour=1');

    // LinkedIn received the short link, on the product's public address, in place of the author's.
    expect(fake.posts.length).toBeGreaterThan(0);
    for (const post of fake.posts) {
      expect(post.commentary).not.toContain('port.example.com');
      expect(post.commentary).toMatch(/^The port’s new cross-dock is open: https:\/\/social\.example\.org\/l\/[0-9A-Za-z]{10}$/);
    }
    const code = /\/l\/([0-9A-Za-z]{10})$/.exec(fake.posts[0]!.commentary)![1]!;

    // Followed through the real server, as a person's browser would.
    const followed = await fetch(`${server.baseUrl}/l/${code}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_AGENT, accept: 'text/html' } });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(
      `https://port.example.com/cross-dock?tour=1&utm_source=linkedin&utm_medium=social&utm_campaign=port-logistics-push&utm_content=post-${postId}`,
    );
    expect(followed.headers.get('set-cookie')).toBeNull();
    // LinkedIn's preview fetcher is sent on too, and not counted.
    const preview = await fetch(`${server.baseUrl}/l/${code}`, { redirect: 'manual', headers: { 'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)' } });
    expect(preview.status).toBe(302);
    const rows = answerOf(
      analyticsEndpoints.analyticsTable,
      await callApi(server.baseUrl, analyticsEndpoints.analyticsTable, { session, query: { from: daysAgo(27), to: today(), by: 'campaign' } }),
    ).records;
    expect(rows.map((row) => [row.label, row.link_clicks])).toEqual([[CAMPAIGN, 1]]);

    await page.goto('/analytics');
    const table = page.getByRole('table', { name: 'Results by campaign' });
    await table.getByRole('row').filter({ hasText: CAMPAIGN }).waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const column = headers.findIndex((header) => header.trim() === 'Link clicks');
    expect(column).toBeGreaterThan(0);
    const row = table.getByRole('row').filter({ hasText: CAMPAIGN });
    // The first column is the row's header; the cells follow it.
    await pollUntil('the campaign row to show the click', async () => ((await row.getByRole('cell').nth(column - 1).innerText()) === '1' ? true : undefined));
    await table.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'tracked-links-analytics-1440-light');
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });

  it('explains, where the choice is made, why they are not offered while APP_URL is localhost', async () => {
    const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme: 'dark' });
    const { page } = tracked;
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orgsetting');
    const explanation = page.getByText(MESSAGES.trackedLinksNeedPublicAddress, { exact: false });
    await explanation.waitFor();
    expect(await explanation.innerText()).toMatch(/APP_URL is now http:\/\/(localhost|127\.0\.0\.1):\d+\./);
    expect(await page.getByRole('switch', { name: SWITCH }).isDisabled()).toBe(true);
    // The whole section in sight, below the sticky top bar.
    await page.getByRole('region', { name: 'Links' }).evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'tracked-links-orgsetting-390-dark');
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });
});
