import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SessionData } from '@roi/contract/auth';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { answerOf } from '../apps/server/src/test/answers.js';
import { MESSAGES } from '@roi/contract/messages';
import { E2E_ADMIN } from './support/accounts.js';
import { receivedBy } from './support/api.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { codeIn, invitationPathIn, waitForEmail } from './support/mailbox.js';
import { signUpThroughScreens } from './support/sign-up.js';
import { expectNoProblems, signIn, storedUser, waitForShell } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

async function adminSession(page: Page): Promise<SessionData> {
  const response = await page.request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  return answerOf(authEndpoints.login, await receivedBy(response)).data;
}

describe('an invited user', () => {
  it('receives the email, completes registration, lands in the product and signs in again', async () => {
    const { page, context, problems } = await openPage(browser);
    const admin = await adminSession(page);
    const invited = await page.request.post('/api/v1/auth/invite', {
      headers: { authorization: `Bearer ${admin.access_token}` },
      data: { email: 'casey@agency.example', organization_id: 1, role_id: admin.role_id },
    });
    expect(invited.status()).toBe(200);
    const email = await waitForEmail('casey@agency.example', /invited to join/);

    await page.goto(invitationPathIn(email.text));
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Morgan');
    await page.getByLabel('Password', { exact: true }).fill('Casey!Agency7');
    await page.getByLabel('Confirm Password').fill('Casey!Agency8');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Passwords do not match').first().waitFor();

    await page.getByLabel('Confirm Password').fill('Casey!Agency7');
    await saveScreenshot(page, 'invite-completion');
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForShell(page);
    await page.getByText('Casey Morgan').first().waitFor();

    await signOut(page);
    await signIn(page, 'casey@agency.example', 'Casey!Agency7');
    await waitForShell(page);
    // The link worked once only, and says so.
    await page.goto(invitationPathIn(email.text));
    await page.getByText(MESSAGES.linkUsed).waitFor();
    expect(await page.getByText(MESSAGES.linkExpired).count()).toBe(0);
    // The browser reports the link check's 410 answer on the console: that is the expected answer.
    expectNoProblems(problems.filter((problem) => !problem.includes('410')));
    await context.close();
  });

  it('is told an unknown link has expired and sent back to sign-in after 2 seconds', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/userinvite?externalId=not-a-real-invitation-token');
    await page.getByText('Link has expired. Please contact your administrator.').waitFor();
    const shownAt = Date.now();
    await page.waitForURL('**/login', { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    await context.close();
  });
});

describe('a stranger signing up', () => {
  it('confirms the emailed code, saves the company details and is offered the onboarding of its own organisation', async () => {
    const { page, context, problems } = await openPage(browser);
    await signUpThroughScreens(
      page,
      {
        email: 'robin@harborcity.example',
        firstName: 'Robin',
        lastName: 'Okafor',
        organizationName: 'Harbor City Partnership',
        password: 'Harbor!City7',
      },
      { signUp: 'signup', code: 'otp-validation', details: 'company-details' },
    );
    await page.waitForURL('**/onboarding?step=3');
    await page.getByRole('heading', { name: 'Connect Your Social Media' }).waitFor();
    const stored = await storedUser(page);
    expect(stored).toMatchObject({ org_name: 'Harbor City Partnership', role_name: 'Admin' });
    expectNoProblems(problems);
    await context.close();
  });
});

describe('a forgotten password', () => {
  it('is reset with the emailed code, and the new password signs in', async () => {
    const { page, context, problems } = await openPage(browser);
    const admin = await adminSession(page);
    await page.request.post('/api/v1/auth/invite', {
      headers: { authorization: `Bearer ${admin.access_token}` },
      data: { email: 'jordan@agency.example', organization_id: 1, role_id: admin.role_id },
    });
    const invitePath = invitationPathIn((await waitForEmail('jordan@agency.example', /invited to join/)).text);
    const externalId = decodeURIComponent(invitePath.split('externalId=')[1]!);
    await page.request.post('/api/v1/auth/register', {
      data: { firstname: 'Jordan', lastname: 'Lee', password: 'Jordan!First7', externalId },
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).or(page.getByRole('button', { name: 'Forgot Password?' })).first().click();
    await page.waitForURL('**/forgetpassword');
    await page.getByLabel('Business Email').fill('jordan@agency.example');
    await page.getByRole('button', { name: 'Verify' }).click();
    const code = codeIn((await waitForEmail('jordan@agency.example', /password reset code/)).text, 6);

    await page.getByLabel('Verification Code').fill('12345');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please check the OTP').first().waitFor();
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByLabel('New Password').fill('Jordan!Second7');
    await page.getByLabel('Confirm Password').fill('Jordan!Other7');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please check the password').first().waitFor();
    await page.getByLabel('Confirm Password').fill('Jordan!Second7');
    await saveScreenshot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/login');

    await signIn(page, 'jordan@agency.example', 'Jordan!First7');
    await page.getByText('Invalid credentials').waitFor();
    await signIn(page, 'jordan@agency.example', 'Jordan!Second7');
    await waitForShell(page);
    expectNoProblems(problems.filter((problem) => !problem.includes('401')));
    await context.close();
  });
});

describe('changing the password on My Profile', () => {
  it('checks the fields in order, then changes it', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    const admin = await adminSession(page);
    await page.request.post('/api/v1/auth/invite', {
      headers: { authorization: `Bearer ${admin.access_token}` },
      data: { email: 'taylor@agency.example', organization_id: 1, role_id: admin.role_id },
    });
    const externalId = decodeURIComponent(
      invitationPathIn((await waitForEmail('taylor@agency.example', /invited to join/)).text).split('externalId=')[1]!,
    );
    await page.request.post('/api/v1/auth/register', {
      data: { firstname: 'Taylor', lastname: 'Kim', password: 'Taylor!First7', externalId },
    });
    await signIn(page, 'taylor@agency.example', 'Taylor!First7');
    await waitForShell(page);
    await page.goto('/myprofile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('All fields are required.').first().waitFor();
    await page.getByLabel('Old Password').fill('Taylor!First7');
    await page.getByLabel('New Password', { exact: true }).fill('Taylor!First7');
    await page.getByLabel('Confirm New Password').fill('Taylor!First7');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New password must be different from old password.').first().waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Taylor!Second7');
    await page.getByLabel('Confirm New Password').fill('Taylor!Second8');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New password and confirm password do not match.').first().waitFor();
    await page.getByLabel('Confirm New Password').fill('Taylor!Second7');
    await saveScreenshot(page, 'change-password-dark');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').first().waitFor();
    await signOut(page);
    await signIn(page, 'taylor@agency.example', 'Taylor!Second7');
    await waitForShell(page);
    await context.close();
  });
});
