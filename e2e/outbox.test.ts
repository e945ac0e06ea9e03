import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_PATHS } from '@roi/contract/api-paths';
import { ORG_TYPE } from '@roi/contract/constants';
import { accountEndpoints } from '@roi/contract/endpoints/accounts';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi } from './support/api.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { startServer, type RunningServer } from './support/server-process.js';
import { expectNoProblems, signIn } from './support/sign-in.js';

/** The embedded default: no SMTP server, so emails stay in the outbox. */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function askForResetCode(email: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}${API_PATHS.forgetPasswordOtp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
}

/** An invitation into a new client organisation: an email with a link in it. */
async function invite(email: string): Promise<void> {
  const admin = await apiSignIn(server.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  const created = await callApi(server.baseUrl, organizationEndpoints.organizationCreate, {
    session: admin,
    body: { organization_name: `Outbox Partnership ${email}`, org_type_id: ORG_TYPE.economicDevelopment },
  });
  const roles = await callApi(server.baseUrl, organizationEndpoints.roles, {
    session: admin,
    query: { orgTypeId: ORG_TYPE.economicDevelopment },
  });
  const memberRole = answerOf(organizationEndpoints.roles, roles).records.find((role) => role.name === 'Member')!;
  const invited = await callApi(server.baseUrl, accountEndpoints.invite, {
    session: admin,
    body: { email, role_id: memberRole.id, organization_id: answerOf(organizationEndpoints.organizationCreate, created).data.id },
  });
  expect(invited.statusCode).toBe(200);
}

describe('the email outbox, without an SMTP server', () => {
  it('is not readable without signing in: a reset code asked for the administrator appears nowhere', async () => {
    await askForResetCode(E2E_ADMIN.email);
    const { page, context } = await openPage(browser, { baseUrl: server.baseUrl });
    for (const path of ['/dev/mailbox', '/outbox']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/Your code: \d{6}/).count(), path).resolves.toBe(0);
    }
    const api = await fetch(`${server.baseUrl}${API_PATHS.outbox}`);
    expect(api.status).toBe(401);
    expect(await api.text()).not.toMatch(/\d{6}/);
    await context.close();
  });

  for (const { width, colorScheme } of [
    { width: 1440, colorScheme: 'light' as const },
    { width: 390, colorScheme: 'dark' as const },
  ]) {
    it(`is read by the agency administrator from Settings, links clickable (${width} px, ${colorScheme})`, async () => {
      const invitee = `outbox-${width}@partner.example`;
      await invite(invitee);
      await askForResetCode(E2E_ADMIN.email);
      const { page, context, problems } = await openPage(browser, { baseUrl: server.baseUrl, width, colorScheme });
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto('/settings');
      await page.getByRole('link', { name: 'Email outbox' }).click();
      await page.waitForURL('**/outbox');
      const newest = page.getByRole('article').first();
      await newest.getByText(/Your code: \d{6}/).waitFor();
      await newest.getByText(`to ${E2E_ADMIN.email}`).waitFor();
      const invitation = page.getByRole('article').filter({ hasText: `to ${invitee}` });
      const link = invitation.getByRole('link', { name: /\/userinvite\?externalId=/ });
      expect(await link.getAttribute('href')).toMatch(/^http:\/\/localhost:\d+\/userinvite\?externalId=/);
      await saveScreenshot(page, `outbox-${width}-${colorScheme}`);
      expectNoProblems(problems);
      await context.close();
    });
  }
});
