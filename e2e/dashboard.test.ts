import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SessionData } from '@roi/contract/auth';
import { dashboardEndpoints } from '@roi/contract/endpoints/dashboard';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { answerOf } from '../apps/server/src/test/answers.js';
import { savedPostOf } from '../apps/server/src/test/post-fixtures.js';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer } from '../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, createOrganizationWithMember, finishConnection } from './support/api.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';
import { signUpThroughScreens, type NewOrganization } from './support/sign-up.js';
import { startServer } from './support/server-process.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SETUP = { goal: 'Attract investment', industry: 'Advanced manufacturing', region: 'Southeast', audience: 'Site selectors' };

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Waits until the screen has drawn what it loaded. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.MuiCircularProgress-root').first().waitFor({ state: 'detached' });
}

describe('the dashboard', () => {
  it("shows a new organisation's admin the setup steps not done, each opening the onboarding at its step", async () => {
    const person: NewOrganization = {
      email: 'morgan@brookfield.example',
      firstName: 'Morgan',
      lastName: 'Reyes',
      organizationName: 'Brookfield Growth Partnership',
      password: 'Brookfield!Grow7',
    };
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signUpThroughScreens(page, person);
    await page.waitForURL('**/onboarding?step=3');

    // Setup left half way: the dashboard lists what is not done.
    await page.goto('/dashboard');
    await waitForShell(page);
    const steps = page.getByRole('region', { name: 'Get started' });
    await steps.waitFor();
    await settled(page);
    const stepNames = await steps.getByRole('link').allInnerTexts();
    expect(stepNames.map((text) => text.split('\n')[0])).toEqual(['Connect LinkedIn', 'Add your brand', 'Write your first post', 'Invite your team']);
    // Nothing waits yet: each card says so rather than showing nothing.
    await card(page, 'Waiting for your approval').getByText('Nothing waits for your decision.').waitFor();
    await card(page, 'Next 7 days').getByText('Nothing is planned for the next 7 days.').waitFor();
    await page.getByRole('link', { name: 'Create post' }).waitFor();
    await saveScreenshot(page, 'dashboard-new-organization-1440-light');

    await steps.getByRole('link', { name: /^Add your brand/ }).click();
    await page.waitForURL('**/onboarding?step=6');
    await page.getByRole('heading', { name: 'Brand Identity' }).waitFor();
    await page.goBack();
    await steps.getByRole('link', { name: /^Connect LinkedIn/ }).click();
    await page.waitForURL('**/onboarding?step=3');
    await page.getByRole('heading', { name: 'Connect Your Social Media' }).waitFor();
    expectNoProblems(problems);
    await context.close();

    const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await signIn(phone.page, person.email, person.password);
    await phone.page.waitForURL((url) => url.pathname !== '/login');
    await phone.page.goto('/dashboard');
    await phone.page.getByRole('region', { name: 'Get started' }).waitFor();
    await settled(phone.page);
    await saveScreenshot(phone.page, 'dashboard-new-organization-390-dark');
    await card(phone.page, 'Waiting for your approval').scrollIntoViewIfNeeded();
    await saveScreenshot(phone.page, 'dashboard-cards-390-dark');
    expectNoProblems(phone.problems);
    await phone.context.close();
  }, 90_000);

  it('shows a failed publication and a waiting approval, each leading to the screen that handles it', async () => {
    const linkedIn = await startLinkedInServer();
    const product = await startServer((url) => ({
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: inject('smtpUrl'),
      PUBLISH_POLL_MS: '200',
      ...linkedInSettings(linkedIn, { LINKEDIN_REDIRECT_URI: `${url}/linkedin-oauth` }),
    }));
    try {
      const baseUrl = product.baseUrl;
      const admin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
      const started = await callApi(baseUrl, integrationEndpoints.oauthAuthorize, { session: admin, body: { app_name: 'linkedin' } });
      await finishConnection(baseUrl, admin, new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url)));

      // LinkedIn refuses the agency's post on every account it goes to.
      linkedIn.queue(...Array.from({ length: 4 }, () => ({ match: 'posts' as const, kind: 'fail' as const, status: 422 })));
      const posted = await callApi(baseUrl, postEndpoints.postCreate, {
        session: admin,
        body: {
          organization_id: admin.org_id,
          user_id: admin.user_id,
          ...SETUP,
          campaign_name: 'Harbour launch',
          publish_status: 2,
          post_content: '<p>The harbour business park opens its doors</p>',
          post_to: [{ platform_name: 'linkedin' }],
        },
      });
      expect(posted.statusCode, JSON.stringify(posted.json())).toBe(200);
      await expect
        .poll(async () => answerOf(dashboardEndpoints.dashboard, await callApi(baseUrl, dashboardEndpoints.dashboard, { session: admin })).data.failed_posts?.count, {
          timeout: 30_000,
        })
        .toBe(1);

      // A client's member submits a draft: it waits for the agency admin among others.
      const member = { email: 'writer@dockside-edo.example', password: 'Dockside!Write1', names: ['Wren', 'Writer'] as [string, string] };
      const { organizationId } = await createOrganizationWithMember(baseUrl, 'Dockside EDO', member);
      const docksideStarted = await callApi(baseUrl, integrationEndpoints.oauthAuthorize, {
        session: admin,
        body: { app_name: 'linkedin', organization_id: organizationId },
      });
      await finishConnection(
        baseUrl,
        admin,
        new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, docksideStarted).data.authorization_url)),
      );
      const writer: SessionData = await apiSignIn(baseUrl, member.email, member.password);
      const draft = savedPostOf(
        await callApi(baseUrl, postEndpoints.postCreate, {
          session: writer,
          body: { organization_id: organizationId, user_id: writer.user_id, ...SETUP, campaign_name: 'Dockside', publish_status: 1, post_content: '<p>Dockside welcomes three new makers</p>' },
        }),
      );
      const submitted = await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: writer, body: { post_id: draft.post_id, version: draft.version } });
      expect(submitted.statusCode, JSON.stringify(submitted.json())).toBe(200);

      const { page, context, problems } = await openPage(browser, { width: 1440, height: 1000, baseUrl });
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await waitForShell(page);
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      const clients = page.getByRole('region', { name: 'Clients' });
      await clients.getByRole('rowheader', { name: 'Dockside EDO' }).waitFor();
      const failed = card(page, 'Failed publications');
      await failed.getByText('The harbour business park opens its doors').waitFor();
      await card(page, 'Waiting for your approval').getByText('Dockside welcomes three new makers').waitFor();
      await settled(page);
      await saveScreenshot(page, 'dashboard-agency-1440-light');

      await failed.getByRole('link', { name: 'Open Posts to retry' }).click();
      await page.waitForURL('**/posts');
      await page.getByText('The harbour business park opens its doors').first().waitFor();
      await page.goBack();

      // One client's dashboard, then its approvals.
      await clients.getByRole('link', { name: 'Open Dockside EDO' }).click();
      await page.waitForURL(`**/dashboard?org=${organizationId}`);
      await page.getByRole('heading', { name: 'Dockside EDO' }).waitFor();
      expect(await page.getByRole('region', { name: 'Clients' }).count()).toBe(0);
      const waiting = card(page, 'Waiting for your approval');
      await waiting.getByText('Dockside welcomes three new makers').waitFor();
      await card(page, 'Failed publications').getByText('No publication has failed.').waitFor();
      await waiting.getByRole('link', { name: 'Open Approval' }).click();
      await page.waitForURL(`**/approval?org=${organizationId}`);
      await page.getByText('Dockside welcomes three new makers').first().waitFor();
      expectNoProblems(problems);
      await context.close();

      const phone = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark', baseUrl });
      await signIn(phone.page, E2E_ADMIN.email, E2E_ADMIN.password);
      await phone.page.getByRole('region', { name: 'Clients' }).getByRole('link', { name: 'Open Dockside EDO' }).waitFor();
      await settled(phone.page);
      await saveScreenshot(phone.page, 'dashboard-agency-390-dark');
      expectNoProblems(phone.problems);
      await phone.context.close();
    } finally {
      await product.stop();
      await linkedIn.close();
    }
  }, 120_000);
});
