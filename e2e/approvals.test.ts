import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SessionData } from '@roi/contract/auth';
import { ORG_TYPE } from '@roi/contract/constants';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { DEFAULT_TIME_ZONE, utcToZonedLocal } from '@roi/contract/publishing-rules';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { addRegisteredUser, apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { waitForEmail } from './support/mailbox.js';
import { expectNoProblems, signedInPage } from './support/sign-in.js';

const PASSWORD = 'Approval!Pass1';
const MEMBER = { email: 'member@harbour-approvals.test', password: PASSWORD, names: ['Maya', 'Member'] as [string, string], role: 'Member' as const };
const CLIENT_ADMIN = { email: 'admin@harbour-approvals.test', password: PASSWORD, names: ['Ada', 'Director'] as [string, string], role: 'Admin' };
const REVIEWER = { email: 'manager@harbour-approvals.test', password: PASSWORD, names: ['Rae', 'Reviewer'] as [string, string], role: 'Manager' };
const AGENCY_MANAGER = { email: 'manager@agency-approvals.test', password: PASSWORD, names: ['Max', 'Agency'] as [string, string], role: 'Agency Manager' };

let browser: Browser;
let baseUrl: string;
let organizationId: number;
let member: SessionData;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  ({ organizationId } = await createOrganizationWithMember(baseUrl, 'Harbour Growth Alliance', MEMBER));
  await addRegisteredUser(baseUrl, organizationId, ORG_TYPE.economicDevelopment, CLIENT_ADMIN);
  await addRegisteredUser(baseUrl, 1, ORG_TYPE.agency, AGENCY_MANAGER);
  const agencyAdmin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await connectSandbox(baseUrl, agencyAdmin, organizationId);
  // The agency's managers first, then the client's Admin: everyone's posts.
  const chain = await callApi(baseUrl, approvalEndpoints.approvalChainReplace, {
    session: agencyAdmin,
    body: {
      organization_id: organizationId,
      applies_to: 'everyone',
      steps: [
        { name: 'Agency review', mode: 'any', approvers: [{ kind: 'role', level: 'manager', side: 'agency' }] },
        { name: 'Client sign-off', mode: 'any', approvers: [{ kind: 'role', level: 'admin', side: 'organization' }] },
      ],
    },
  });
  answerOf(approvalEndpoints.approvalChainReplace, chain);
  member = await apiSignIn(baseUrl, MEMBER.email, MEMBER.password);
});
afterAll(async () => {
  await browser?.close();
});

async function draft(campaign: string, text: string): Promise<{ postId: number; version: number }> {
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session: member,
    body: {
      organization_id: organizationId,
      user_id: member.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: campaign,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 1,
      post_content: `<p>${text}</p>`,
    },
  });
  const { post_id, version } = answerOf(postEndpoints.postCreate, created).data as { post_id: number; version: number };
  return { postId: post_id, version };
}


/** Submit for approval from the posts list's menu, with a note and, when given, a time and an embargo. */
async function submitFromList(page: Page, campaign: string, fields: { note: string; at?: string; notBefore?: string }): Promise<void> {
  await page.goto('/posts');
  await page.getByRole('button', { name: `More actions for ${campaign}` }).first().click();
  await page.getByRole('menuitem', { name: 'Submit for approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for approval' });
  await dialog.getByLabel('Note for the reviewers (optional)').fill(fields.note);
  if (fields.at) {
    await dialog.getByRole('switch', { name: /Publish at a set time/ }).check();
    await dialog.getByRole('textbox', { name: 'Publish at' }).fill(fields.at);
  }
  if (fields.notBefore) await dialog.getByLabel('Not before (embargo, optional)').fill(fields.notBefore);
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
}

/** Approve or reject the post's card on /approval (Waiting for me) with a comment. */
async function decideOnScreen(page: Page, campaign: string, decision: 'Approve' | 'Reject', comment: string): Promise<void> {
  await page.goto('/approval');
  const card = page.getByRole('article', { name: campaign });
  await card.getByRole('button', { name: decision, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await toast(page, decision === 'Approve' ? MESSAGES.reviewApproved : MESSAGES.reviewRejected);
}

/** A minute boundary two to three minutes away, as the organisation (UTC) writes it. */
function inAFewMinutes(): string {
  return utcToZonedLocal(new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000), DEFAULT_TIME_ZONE);
}

describe('approval through the agency and the client', () => {
  it('submits, approves at the agency, returns to the first step after an edit, is signed off by the client, and goes out at its time', async () => {
    const campaign = 'Harbour logistics park';
    const { postId } = await draft(campaign, 'The harbour logistics park opens 40 acres to distribution tenants.');
    const memberPage = await signedInPage(browser, MEMBER, { width: 1440, colorScheme: 'light' });
    await submitFromList(memberPage.page, campaign, { note: 'For the June investor newsletter', at: inAFewMinutes() });
    await toast(memberPage.page, MESSAGES.reviewSubmitted);
    await memberPage.page.getByText('In review · step 1 of 2: Agency review').first().waitFor();

    const managerPage = await signedInPage(browser, AGENCY_MANAGER, { width: 1440, colorScheme: 'light' });
    await managerPage.page.getByRole('navigation', { name: 'Main navigation' }).getByLabel(/waiting for you/).waitFor();
    await managerPage.page.goto('/approval');
    const card = managerPage.page.getByRole('article', { name: campaign });
    await card.getByRole('region', { name: 'Post preview' }).waitFor();
    // With nothing chosen, the agency's filters read as their empty choices, not as bare labels.
    expect(await managerPage.page.getByRole('combobox', { name: 'Organization' }).innerText()).toContain('All organizations');
    expect(await managerPage.page.getByRole('combobox', { name: 'Campaign' }).innerText()).toContain('All campaigns');
    await saveScreenshot(managerPage.page, 'approval-waiting-1440-light');
    await decideOnScreen(managerPage.page, campaign, 'Approve', 'Reads well.');

    // The author changes the text after the agency's approval: back to the first step.
    const current = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session: member, query: { postId } })).data;
    expect(current.review).toMatchObject({ step: 1 });
    const edited = await callApi(baseUrl, postEndpoints.postCreate, {
      session: member,
      body: {
        post_id: postId,
        organization_id: organizationId,
        user_id: member.user_id,
        goal: current.goal,
        campaign_name: campaign,
        industry: current.industry,
        region: current.region,
        audience: current.audience,
        publish_status: 1,
        post_content: '<p>The harbour logistics park opens 40 acres to distribution tenants this June.</p>',
      },
    });
    expect(answerOf(postEndpoints.postCreate, edited).data).toMatchObject({ review: { step: 0 } });
    // The reviewer sees what changed since they approved: the words put in.
    await managerPage.page.reload();
    const changes = card.getByRole('region', { name: 'Changes since you last saw it' });
    await changes.getByText('Changed since you last saw it (version 1 → 2)').waitFor();
    expect((await changes.locator('ins').allInnerTexts()).join('')).toContain('this June.');
    expect((await changes.locator('del').allInnerTexts()).join('')).toContain('tenants.');
    await changes.scrollIntoViewIfNeeded();
    await saveScreenshot(managerPage.page, 'approval-changes-since-seen-1440-light');
    await decideOnScreen(managerPage.page, campaign, 'Approve', 'Still good with the date.');

    const adminPage = await signedInPage(browser, CLIENT_ADMIN, { width: 390, colorScheme: 'dark' });
    await adminPage.page.goto('/approval');
    const adminCard = adminPage.page.getByRole('article', { name: campaign });
    await adminCard.getByText('Step 2 of 2: Client sign-off').waitFor();
    await saveScreenshot(adminPage.page, 'approval-waiting-390-dark');
    await adminCard.getByRole('button', { name: 'History' }).click();
    await adminCard.getByText('Edited: back to the first step').waitFor();
    await decideOnScreen(adminPage.page, campaign, 'Approve', 'Approved for June.');

    // Out through the sandbox network at its time: the feed shows it.
    const feedOf = async () =>
      answerOf(integrationEndpoints.sandboxFeed, await callApi(baseUrl, integrationEndpoints.sandboxFeed, { session: member, query: { organizationId } })).records;
    await expect.poll(async () => (await feedOf()).some((item) => item.text.includes('this June')), { timeout: 200_000, interval: 2_000 }).toBe(true);

    await managerPage.page.goto('/approval?tab=decided');
    await managerPage.page.getByRole('article', { name: campaign }).getByText('Approved at every step (2)').waitFor();
    await saveScreenshot(managerPage.page, 'approval-decided-1440-light');
    await adminPage.page.goto('/approval?tab=chain');
    await adminPage.page.getByRole('form', { name: 'Approval chain' }).waitFor();
    await saveScreenshot(adminPage.page, 'approval-chain-390-dark');
    for (const tracked of [memberPage, managerPage, adminPage]) {
      expectNoProblems(tracked.problems);
      await tracked.context.close();
    }
  }, 300_000);

  it('returns a rejected post to its author with the reasons, and refuses an embargoed post scheduled too early', async () => {
    const rejectedCampaign = 'Harbour jobs fair';
    const { postId } = await draft(rejectedCampaign, 'Join us at the harbour jobs fair.');
    const submitted = await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: postId, version: 1 } });
    answerOf(approvalEndpoints.approvalSubmit, submitted);
    const managerPage = await signedInPage(browser, AGENCY_MANAGER, { width: 1440, colorScheme: 'light' });
    await decideOnScreen(managerPage.page, rejectedCampaign, 'Reject', 'Say how many employers are coming.');
    const mail = await waitForEmail(MEMBER.email, /was rejected/);
    expect(mail.text).toContain('Say how many employers are coming.');

    const memberPage = await signedInPage(browser, MEMBER, { width: 1440, colorScheme: 'light' });
    await memberPage.page.goto('/approval?tab=mine');
    const mine = memberPage.page.getByRole('article', { name: rejectedCampaign });
    await mine.getByText('Say how many employers are coming.').waitFor();
    await saveScreenshot(memberPage.page, 'approval-mine-rejected-1440-light');
    // The editor says so too, and offers to submit it again once changed.
    await memberPage.page.goto(`/posts/createpost?postId=${postId}`);
    const approval = memberPage.page.getByRole('region', { name: 'Approval' });
    await approval.getByText('Rejected: Say how many employers are coming.').waitFor();
    await approval.getByRole('button', { name: 'Submit for approval' }).waitFor();
    await approval.scrollIntoViewIfNeeded();
    await saveScreenshot(memberPage.page, 'approval-editor-rejected-1440-light');

    const embargoedCampaign = 'Harbour expansion embargo';
    await draft(embargoedCampaign, 'The harbour expansion is funded.');
    const tomorrow = utcToZonedLocal(new Date(Date.now() + 24 * 3_600_000), DEFAULT_TIME_ZONE);
    const inThreeDays = utcToZonedLocal(new Date(Date.now() + 3 * 24 * 3_600_000), DEFAULT_TIME_ZONE);
    await submitFromList(memberPage.page, embargoedCampaign, { note: 'Embargoed', at: tomorrow, notBefore: inThreeDays });
    await toast(memberPage.page, MESSAGES.postEmbargoed);
    await memberPage.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await memberPage.page.goto('/posts');
    await memberPage.page.getByText(/^Embargoed until/).first().waitFor();
    expectNoProblems(managerPage.problems);
    // The refused submission's 409 is the browser's only complaint.
    expectNoProblems(memberPage.problems.filter((problem) => !problem.includes('409')));
    await managerPage.context.close();
    await memberPage.context.close();
  }, 120_000);

  it('sets an embargo from the posts list, shows it there, refuses a time before it, and lifts it', async () => {
    const campaign = 'Harbour bridge reopening';
    const { postId } = await draft(campaign, 'The harbour bridge reopens to freight traffic.');
    const phone = await signedInPage(browser, MEMBER, { width: 390, colorScheme: 'dark' });
    // Screenshots of settled screens: no menu fading out under the dialog.
    await phone.page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await phone.page.goto('/posts');
    await phone.page.getByRole('button', { name: `More actions for ${campaign}` }).first().click();
    await phone.page.getByRole('menuitem', { name: 'Set embargo…' }).click();
    const phoneDialog = phone.page.getByRole('dialog', { name: 'Set embargo' });
    // The time is read on the organisation's clock, which the dialog names.
    await phoneDialog.getByText(`(${DEFAULT_TIME_ZONE})`).waitFor();
    await phone.page.getByRole('menu').waitFor({ state: 'detached' });
    await saveScreenshot(phone.page, 'embargo-dialog-390-dark');
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();

    const memberPage = await signedInPage(browser, MEMBER, { width: 1440, colorScheme: 'light' });
    const { page } = memberPage;
    await page.goto('/posts');
    await page.getByRole('button', { name: `More actions for ${campaign}` }).first().click();
    await page.getByRole('menuitem', { name: 'Set embargo…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set embargo' });
    await dialog.getByRole('button', { name: 'Save embargo' }).click();
    await dialog.getByText(MESSAGES.scheduleInvalid).waitFor();
    const inTwoDays = utcToZonedLocal(new Date(Date.now() + 2 * 24 * 3_600_000), DEFAULT_TIME_ZONE);
    await dialog.getByLabel('Not before').fill(inTwoDays);
    await dialog.getByRole('button', { name: 'Save embargo' }).click();
    await toast(page, MESSAGES.embargoSaved);
    const row = page.getByRole('row').filter({ hasText: campaign });
    await row.getByText(/^Embargoed until/).waitFor();
    await saveScreenshot(page, 'embargo-posts-list-1440-light');

    // Scheduling it before the embargo is refused, saying why.
    const tomorrow = utcToZonedLocal(new Date(Date.now() + 24 * 3_600_000), DEFAULT_TIME_ZONE);
    await submitFromList(page, campaign, { note: 'Before the embargo', at: tomorrow });
    await toast(page, MESSAGES.postEmbargoed);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `More actions for ${campaign}` }).first().click();
    await page.getByRole('menuitem', { name: 'Change embargo…' }).waitFor();
    await page.getByRole('menuitem', { name: 'Lift embargo' }).click();
    await toast(page, MESSAGES.embargoLifted);
    await expect.poll(() => row.getByText(/^Embargoed until/).count()).toBe(0);

    // The editor's Approval section sets it too. While the editor's code is on its way, nothing under it
    // shows: its buttons would jump down the page when the editor arrived.
    let releaseEditor = () => {};
    const editorHeld = new Promise<void>((resolve) => (releaseEditor = resolve));
    await page.route('**/assets/edit-step-*.js', async (route) => {
      await editorHeld;
      await route.continue();
    });
    await page.goto(`/posts/createpost?postId=${postId}`);
    await page.getByText('Loading the editor…').waitFor();
    expect(await page.getByRole('region', { name: 'Publish to' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Approval' }).count()).toBe(0);
    releaseEditor();
    await page.getByText('This organization’s posts go through its approval chain', { exact: false }).waitFor();
    const approval = page.getByRole('region', { name: 'Approval' });
    await approval.getByRole('button', { name: 'Set embargo…' }).click();
    await page.getByRole('dialog', { name: 'Set embargo' }).getByLabel('Not before').fill(inTwoDays);
    await page.getByRole('dialog', { name: 'Set embargo' }).getByRole('button', { name: 'Save embargo' }).click();
    await toast(page, MESSAGES.embargoSaved);
    await approval.getByText(/^Embargoed until/).waitFor();
    await approval.getByRole('button', { name: 'Change embargo…' }).waitFor();
    await approval.getByRole('button', { name: 'Lift embargo' }).waitFor();
    expectNoProblems(phone.problems);
    // The refused submission's 409 is the browser's only complaint.
    expectNoProblems(memberPage.problems.filter((problem) => !problem.includes('409')));
    await phone.context.close();
    await memberPage.context.close();
  }, 120_000);

  it('narrows /approval to the posts going to one account, kept in the address', async () => {
    const { postId, version } = await draft('Harbour night market', 'The harbour night market returns on Fridays.');
    answerOf(approvalEndpoints.approvalSubmit, await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: postId, version } }));
    const phone = await signedInPage(browser, MEMBER, { width: 390, colorScheme: 'dark' });
    const { page } = phone;
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto('/approval?tab=mine');
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Account' }).innerText()).toContain('All accounts');
    await page.getByRole('combobox', { name: 'Account' }).click();
    const option = page.getByRole('option', { name: /Harbour Growth Alliance · Organization page/ });
    const accountName = (await option.innerText()).trim();
    await option.click();
    await page.waitForURL(/[?&]account=\d+/);
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    for (const card of await cards.all()) {
      await card.getByText(/^Goes to:/).filter({ hasText: accountName.replace(' (sandbox)', '') }).waitFor();
    }
    await saveScreenshot(page, 'approval-account-filter-390-dark');
    // The address keeps the filter: reading it again shows the same choice.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Account' }).innerText()).toContain('Organization page');
    expectNoProblems(phone.problems);
    await phone.context.close();
  }, 60_000);

  it('offers a reviewer whose role holds nothing of Posts the campaigns to filter by', async () => {
    const campaign = 'Harbour cruise terminal';
    const { postId, version } = await draft(campaign, 'The cruise terminal welcomes its first ship in May.');
    answerOf(approvalEndpoints.approvalSubmit, await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: postId, version } }));
    // Harbour's Managers review posts, but their Admin takes Posts and Create Post away from them.
    await addRegisteredUser(baseUrl, organizationId, ORG_TYPE.economicDevelopment, REVIEWER);
    const reviewer = await apiSignIn(baseUrl, REVIEWER.email, REVIEWER.password);
    const clientAdmin = await apiSignIn(baseUrl, CLIENT_ADMIN.email, CLIENT_ADMIN.password);
    const matrix = answerOf(
      menuEndpoints.getMenu,
      await callApi(baseUrl, menuEndpoints.getMenu, {
        session: clientAdmin,
        query: { orgTypeId: ORG_TYPE.economicDevelopment, roleId: reviewer.role_id, organizationId },
      }),
    ).records;
    const menus = matrix
      .map((menu) => ({
        menu_id: menu.menu_id,
        features: menu.features
          .filter((feature) => feature.element === 'Posts' || feature.element === 'PostsCreate')
          .map((feature) => ({ feature_id: feature.feature_id, actions: feature.actions.map((action) => ({ action_name: action.action_name, checked: false })) })),
      }))
      .filter((menu) => menu.features.length > 0);
    answerOf(
      menuEndpoints.setMenu,
      await callApi(baseUrl, menuEndpoints.setMenu, { session: clientAdmin, body: { role_id: reviewer.role_id, organization_id: organizationId, menus } }),
    );
    const postCampaigns = await callApi(baseUrl, postEndpoints.postCampaigns, { session: reviewer, query: { organizationId } });
    expect(postCampaigns.statusCode).toBe(403);

    const reviewerPage = await signedInPage(browser, REVIEWER, { width: 1440, colorScheme: 'light' });
    const { page } = reviewerPage;
    await page.goto('/approval?tab=decided');
    // The posts decided earlier are listed, without the history and comments that need Posts: View.
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: 'History' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Comments' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: campaign }).waitFor();
    await page.getByRole('option', { name: 'Harbour night market' }).waitFor();
    await page.getByRole('option', { name: campaign }).click();
    await page.waitForURL(/[?&]campaign=\d+/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Campaign' }).innerText()).toContain(campaign);
    // A mention's link names a post whose conversation the reviewer may not read: they are told why.
    await page.goto(`/approval?post=${postId}`);
    await page.getByRole('alert').filter({ hasText: 'which your role does not allow' }).waitFor();
    expect(await page.getByRole('region', { name: 'The post you opened' }).count()).toBe(0);
    expectNoProblems(reviewerPage.problems);
    await reviewerPage.context.close();
  }, 60_000);

  it('sends a review link to an external reviewer, who approves the one post it opens without an account', async () => {
    const agencyAdmin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const board = 'board@harbour-approvals.test';
    answerOf(
      approvalEndpoints.approvalChainReplace,
      await callApi(baseUrl, approvalEndpoints.approvalChainReplace, {
        session: agencyAdmin,
        body: { organization_id: organizationId, applies_to: 'everyone', steps: [{ name: 'Board', mode: 'any', approvers: [{ kind: 'email', email: board }] }] },
      }),
    );
    const campaign = 'Harbour board announcement';
    const { postId, version } = await draft(campaign, 'The harbour board welcomes two new members.');
    answerOf(approvalEndpoints.approvalSubmit, await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: postId, version } }));

    const memberPage = await signedInPage(browser, MEMBER, { width: 1440, colorScheme: 'light' });
    await memberPage.page.goto('/approval?tab=mine');
    const links = memberPage.page.getByRole('article', { name: campaign }).getByRole('region', { name: 'Review links' });
    await links.getByLabel('Reviewer’s name').fill('Bea Board');
    await links.getByRole('button', { name: 'Send review link' }).click();
    await toast(memberPage.page, MESSAGES.reviewLinkSent);
    await links.getByText('Active').waitFor();
    await links.scrollIntoViewIfNeeded();
    await saveScreenshot(memberPage.page, 'approval-review-links-1440-light');
    // A word for whoever reads the card next.
    const card = memberPage.page.getByRole('article', { name: campaign });
    await card.getByRole('button', { name: 'Comments' }).click();
    const comments = card.getByRole('region', { name: 'Comments' });
    await comments.getByLabel('Add a comment').fill('Board meets Thursday.');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments.getByText('Board meets Thursday.').waitFor();

    const mail = await waitForEmail(board, /Please review a post/);
    const address = /https?:\/\/\S+\/review#[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const reviewer = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await reviewer.page.goto(new URL(address).pathname + new URL(address).hash);
    await reviewer.page.getByRole('heading', { name: `Review “${campaign}”` }).waitFor();
    await reviewer.page.getByRole('region', { name: 'Post preview' }).getByText('two new members').waitFor();
    await saveScreenshot(reviewer.page, 'review-link-390-dark');
    await reviewer.page.getByRole('button', { name: 'Approve' }).click();
    await reviewer.page.getByText('Your approval was recorded.').waitFor();
    const posted = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session: member, query: { postId } })).data;
    expect(posted.publish_status).toBe(2);
    // One decision: the link opens nothing any more.
    await reviewer.page.reload();
    await reviewer.page.getByRole('heading', { name: 'This review link does not work' }).waitFor();
    expectNoProblems(memberPage.problems);
    expectNoProblems(reviewer.problems.filter((problem) => !problem.includes('404')));
    await memberPage.context.close();
    await reviewer.context.close();
  }, 120_000);

  it('answers a revoked link with a clear message, and marks a post still in review at its time Expired', async () => {
    // The chain is still the board's, by its external address (the test above).
    const board = 'board@harbour-approvals.test';
    const late = await draft('Harbour quay reopening', 'The quay reopens to visitors on Saturday.');
    answerOf(
      approvalEndpoints.approvalSubmit,
      await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: late.postId, version: late.version, schedule_at: inAFewMinutes() } }),
    );
    const campaign = 'Harbour ferry timetable';
    const { postId, version } = await draft(campaign, 'The winter ferry timetable starts in November.');
    answerOf(approvalEndpoints.approvalSubmit, await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: postId, version } }));
    const before = (await waitForEmail(board, /Please review a post/)).index;

    const memberPage = await signedInPage(browser, MEMBER, { width: 1440, colorScheme: 'light' });
    await memberPage.page.goto('/approval?tab=mine');
    const links = memberPage.page.getByRole('article', { name: campaign }).getByRole('region', { name: 'Review links' });
    await links.getByLabel('Reviewer’s name').fill('Bea Board');
    await links.getByRole('button', { name: 'Send review link' }).click();
    await toast(memberPage.page, MESSAGES.reviewLinkSent);
    const mail = await waitForEmail(board, /Please review a post/, before);
    const address = new URL(/https?:\/\/\S+\/review#[A-Za-z0-9_-]+/.exec(mail.text)![0]);
    await links.getByRole('button', { name: 'Revoke' }).click();
    await toast(memberPage.page, MESSAGES.reviewLinkRevoked);
    await links.getByText('Revoked').waitFor();

    const reviewer = await openPage(browser, { width: 390, height: 844, colorScheme: 'dark' });
    await reviewer.page.goto(address.pathname + address.hash);
    await reviewer.page.getByRole('heading', { name: 'This review link does not work' }).waitFor();
    await reviewer.page.getByText(MESSAGES.reviewLinkNotFound).waitFor();
    expect(await reviewer.page.getByText('winter ferry timetable').count()).toBe(0);
    await saveScreenshot(reviewer.page, 'review-link-revoked-390-dark');
    await reviewer.context.close();

    // Its time came while it was still in review: nothing went out, and it says so.
    const lateCard = memberPage.page.getByRole('article', { name: 'Harbour quay reopening' });
    await expect
      .poll(
        async () => {
          await memberPage.page.goto('/approval?tab=mine');
          await lateCard.waitFor();
          return lateCard.getByText('Expired', { exact: true }).count();
        },
        { timeout: 200_000, interval: 3_000 },
      )
      .toBeGreaterThan(0);
    await lateCard.scrollIntoViewIfNeeded();
    await saveScreenshot(memberPage.page, 'approval-expired-1440-light');
    const latePost = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session: member, query: { postId: late.postId } })).data;
    expect(latePost.publish_status).toBe(1);
    expectNoProblems(memberPage.problems);
    await memberPage.context.close();
  }, 260_000);
});
