import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { organizationEndpoints } from '@roi/contract/endpoints/organizations';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, receivedBy } from './support/api.js';
import { seriousViolationsOn } from './support/axe.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { choose } from './support/create-post.js';
import { invitationPathIn, waitForEmail } from './support/mailbox.js';
import { expectNoProblems, signIn, storedUser, waitForShell } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A logo as organisations have them: an SVG, which the server turns into a PNG. */
const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" rx="24" fill="#0a7d4f"/>' +
    '<path d="M30 80 L55 50 L70 65 L92 38" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/></svg>',
);

/** A client whose publishing rules the agency sets on its details page. */
const RULES_CLIENT = 'Harbor Point EDC';
const RULES_LABEL = 'Drafted with AI assistance';

async function openProfileMenuEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

async function signOut(page: Page): Promise<void> {
  await openProfileMenuEntry(page, 'Logout');
  await page.waitForURL('**/login');
}

async function registerFromInvitation(page: Page, email: string, password: string, names: [string, string]) {
  await page.goto(invitationPathIn((await waitForEmail(email, /invited to join/)).text));
  await page.getByLabel('First Name').fill(names[0]);
  await page.getByLabel('Last Name').fill(names[1]);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await waitForShell(page);
}

describe('administration', () => {
  it('lets the agency create and brand a client organisation, invite its admin, and that admin change a role’s menu', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);

    // Create the organisation.
    await openProfileMenuEntry(page, 'Organization Management');
    await page.waitForURL('**/organizemanagement');
    await page.getByRole('button', { name: 'Create organization' }).or(page.getByRole('link', { name: 'Create organization' })).first().click();
    await page.waitForURL('**/organizemanagement/create');
    await page.getByLabel('Organization Name').fill('Summit County EDC');
    await page.getByRole('button', { name: /^(Create organization|Save)$/ }).last().click();
    await page.waitForURL('**/organizemanagement/details/**');
    await page.getByText('Organization Created Successfully').first().waitFor();
    await saveScreenshot(page, 'organization-details-light');

    // Invite its admin: the organisation has nobody yet, and its empty list of users says how to start.
    const noUsers = page.getByRole('status').filter({ hasText: 'No users yet.' });
    await noUsers.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('chris@summit.example');
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('User Invited Successfully').first().waitFor();

    await openProfileMenuEntry(page, 'Organization Management');
    await page.getByText('Summit County EDC').first().waitFor();
    await saveScreenshot(page, 'organization-management-light');
    await signOut(page);

    // The new admin registers, brands the organisation and limits what Members see.
    await registerFromInvitation(page, 'chris@summit.example', 'Summit!Chris7', ['Chris', 'Park']);
    await openProfileMenuEntry(page, 'Organization Settings');
    await page.waitForURL('**/orgsetting');
    // Headed like the other screens: the top bar's title, then the screen's own heading.
    await page.getByRole('heading', { level: 2, name: 'Organization Settings' }).waitFor();
    await page.getByLabel('Upload logo').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG_LOGO });
    await page.getByLabel('Primary colour').first().fill('#0a7d4f');
    const allowUndescribed = page.getByRole('switch', { name: 'Allow publishing images without alt text' });
    expect(await allowUndescribed.isChecked()).toBe(false);
    await allowUndescribed.check();
    await page.getByRole('button', { name: 'Save', exact: true }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'organization-settings-accessibility-1440-light');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Organization Updated Successfully').first().waitFor();
    // The sidebar's logo, named after the organisation, now shows the stored picture.
    const logo = page.locator('img[alt="Summit County EDC"]').first();
    await expect.poll(async () => logo.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    await page.goto('/settings/menu-access');
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await page.getByLabel('Analytics & Reports — Analytics & Reports: Enable').uncheck();
    await saveScreenshot(page, 'menu-settings-light');
    await page.getByRole('button', { name: /^Save/ }).first().click();
    await page.getByText('Menu Action updated successfully').first().waitFor();

    // A Member of the organisation no longer sees Analytics.
    await page.goto('/usermanagement');
    await page.getByRole('button', { name: 'Invite user' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill('lee@summit.example');
    await page.getByRole('dialog').getByLabel('Role').click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('User Invited Successfully').first().waitFor();
    await saveScreenshot(page, 'user-management-light');
    await signOut(page);
    await registerFromInvitation(page, 'lee@summit.example', 'Summit!Lee77', ['Lee', 'Grant']);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Content Hub', exact: true }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Analytics & Reports', exact: true }).count()).toBe(0);
    expectNoProblems(problems);
    await context.close();
  }, 150_000);

  it('keeps a client admin to its own organisation', async () => {
    const { page, context } = await openPage(browser, { width: 1440, height: 900, colorScheme: 'dark' });
    await signIn(page, 'chris@summit.example', 'Summit!Chris7');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'User Management' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Organization Management' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/organizemanagement');
    await page.getByText('404 - Page Not Found').waitFor();
    await page.goto('/usermanagement');
    await page.getByText('lee@summit.example').first().waitFor();
    expect(await page.getByText(E2E_ADMIN.email).count()).toBe(0);
    await saveScreenshot(page, 'user-management-dark');
    await page.goto('/settings/menu-access');
    await page.getByLabel('Role').waitFor();
    await saveScreenshot(page, 'menu-settings-dark');
    await page.goto('/orgsetting');
    await page.getByLabel('Organization Name').waitFor();
    await saveScreenshot(page, 'organization-settings-dark');
    // The setting saved earlier is shown as it was left.
    await page.setViewportSize({ width: 390, height: 844 });
    const allowUndescribed = page.getByRole('switch', { name: 'Allow publishing images without alt text' });
    expect(await allowUndescribed.isChecked()).toBe(true);
    await allowUndescribed.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'organization-settings-accessibility-390-dark');
    await context.close();
  });

  it('lets the agency set a client’s reading level and AI label on its details page, keep them, and discard a change', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await page.goto('/organizemanagement/create');
    await page.getByLabel('Organization Name').fill(RULES_CLIENT);
    await page.getByRole('button', { name: /^(Create organization|Save)$/ }).last().click();
    await page.waitForURL('**/organizemanagement/details/**');
    await page.getByText('Organization Created Successfully').first().waitFor();
    const detailsPath = new URL(page.url()).pathname;

    // The client's rules, in the same form as its name and brand, saved with them.
    const settings = page.getByRole('form', { name: 'Settings' });
    const accessibility = settings.getByRole('region', { name: 'Accessibility' });
    const unsaved = page.getByRole('status').filter({ hasText: 'Unsaved changes' });
    expect(await unsaved.count()).toBe(0);
    await choose(page, 'Plain-language reading level', 'Grade 8');
    await unsaved.waitFor();
    await accessibility.getByRole('switch', { name: 'Label posts drafted with the AI assistant' }).check();
    // A blank label is refused with a message, and nothing is saved.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, MESSAGES.assistantLabelBlank);
    await accessibility.getByRole('textbox', { name: 'Label' }).fill(RULES_LABEL);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, MESSAGES.organizationUpdated);
    await unsaved.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    // The shared server's APP_URL is localhost: tracked links are not offered, and the section says why.
    const links = settings.getByRole('region', { name: 'Links' });
    expect(await links.getByRole('switch', { name: 'Track links in published posts' }).isDisabled()).toBe(true);
    await links.getByText(MESSAGES.trackedLinksNeedPublicAddress, { exact: false }).waitFor();

    // Kept: the screen shows them again after a reload, and the client's record holds them.
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Plain-language reading level' }).innerText()).toContain('Grade 8');
    expect(await accessibility.getByRole('switch', { name: 'Label posts drafted with the AI assistant' }).isChecked()).toBe(true);
    expect(await accessibility.getByRole('textbox', { name: 'Label' }).inputValue()).toBe(RULES_LABEL);
    await accessibility.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'organization-details-rules-1440-light');
    const session = await apiSignIn(inject('baseUrl'), E2E_ADMIN.email, E2E_ADMIN.password);
    const organizationId = Number(detailsPath.split('/').pop());
    const stored = await callApi(inject('baseUrl'), organizationEndpoints.organizationGet, { session, query: { orgId: organizationId } });
    expect(answerOf(organizationEndpoints.organizationGet, stored).records[0]).toMatchObject({
      organization_name: RULES_CLIENT,
      allow_images_without_alt_text: false,
      plain_language_grade: 8,
      assistant_label: RULES_LABEL,
      track_links: false,
    });

    // Discard puts a changed switch back, and there is nothing left to save.
    const allowUndescribed = accessibility.getByRole('switch', { name: 'Allow publishing images without alt text' });
    await allowUndescribed.check();
    await unsaved.waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await allowUndescribed.isChecked()).toBe(false);
    expect(await unsaved.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    expect(await seriousViolationsOn(page)).toEqual([]);
    expectNoProblems(problems);
    await context.close();

    // On a phone, in dark mode.
    const phone = await openPage(browser, { width: 1440, height: 900, colorScheme: 'dark' });
    await signIn(phone.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(phone.page);
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(detailsPath);
    const phoneAccessibility = phone.page.getByRole('region', { name: 'Accessibility' });
    expect(await phoneAccessibility.getByRole('textbox', { name: 'Label' }).inputValue()).toBe(RULES_LABEL);
    await phoneAccessibility.evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await saveScreenshot(phone.page, 'organization-details-rules-390-dark');
    expect(await seriousViolationsOn(phone.page)).toEqual([]);
    expectNoProblems(phone.problems);
    await phone.context.close();
  });

  it('shows the management screens of the agency in dark mode', async () => {
    const { page, context } = await openPage(browser, { width: 1440, height: 900, colorScheme: 'dark' });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    // Each found by search: other tests add organisations and users to the shared server, and the lists
    // show a page at a time.
    await page.goto('/organizemanagement');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Summit County');
    await page.getByText('Summit County EDC').first().waitFor();
    await saveScreenshot(page, 'organization-management-dark');
    await page.goto('/usermanagement');
    await page.getByRole('searchbox', { name: 'Search' }).fill('chris@summit.example');
    await page.getByText('chris@summit.example').first().waitFor();
    await context.close();
  });

  it('saves a profile name and picture, and the top bar and its menu show them at once', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, 'lee@summit.example', 'Summit!Lee77');
    await page.waitForURL('**/dashboard');
    await page.goto('/myprofile');
    await page.getByLabel('First Name').fill('Leigh');
    await page.getByLabel('Upload picture').setInputFiles({ name: 'me.svg', mimeType: 'image/svg+xml', buffer: SVG_LOGO });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    const avatar = page.locator('header img[src^="/uploads/"]').first();
    await avatar.waitFor();
    // On a phone the top bar shows the picture; the name is in the profile menu it opens.
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menu').getByText(/^Leigh /).waitFor();
    await page.keyboard.press('Escape');
    // The button shows a spinner until the saved profile has been read back.
    const saveButton = page.getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => saveButton.evaluate((button) => button.classList.contains('MuiButton-loading'))).toBe(false);
    await saveScreenshot(page, 'my-profile-390');
    expectNoProblems(problems);
    await context.close();
  });

  it('walks the onboarding wizard: the organisation details and brand of steps 5 and 6 are saved, and the first post is next', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390, height: 844 });
    await signIn(page, 'chris@summit.example', 'Summit!Chris7');
    await page.waitForURL('**/dashboard');
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByLabel('Business Email').fill('');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Please enter email and password.').first().waitFor();
    await page.getByLabel('Business Email').fill('chris@summit.example');
    await page.getByLabel('Password', { exact: true }).fill('Summit!Chris7');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Step 3 of 6').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('No LinkedIn account is connected yet.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 5 of 6').waitFor();
    await page.getByLabel('Website URL').fill('https://summit.example.org');
    await page.getByLabel('Country').selectOption('Canada');
    await page.getByLabel('Time Zone').selectOption({ label: 'PST' });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Step 6 of 6').waitFor();
    await page.getByLabel('Secondary colour').first().fill('#aa3300');
    await saveScreenshot(page, 'onboarding-brand-390');
    await page.getByRole('button', { name: 'Save and finish' }).click();
    await page.waitForURL('**/posts/createpost');

    const token = await page.evaluate(() => window.localStorage.getItem('jwToken'));
    const userInfo = await storedUser(page);
    const answer = await page.request.get(`/api/v1/svc/organization/get?orgId=${userInfo.org_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answerOf(organizationEndpoints.organizationGet, await receivedBy(answer)).records[0]).toMatchObject({
      website: 'https://summit.example.org',
      country: 'Canada',
      timezone: 'America/Los_Angeles',
      secondary_color: '#aa3300',
    });
    expectNoProblems(problems);
    await context.close();
  });
});
