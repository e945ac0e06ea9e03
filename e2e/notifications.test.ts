import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SessionData } from '@roi/contract/auth';
import { ORG_TYPE } from '@roi/contract/constants';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { addRegisteredUser, apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { saveScreenshot, toast, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { waitForEmail } from './support/mailbox.js';
import { expectNoProblems, signedInPage } from './support/sign-in.js';

const PASSWORD = 'Notices!Pass1';
const MEMBER = { email: 'member@quarry-notices.test', password: PASSWORD, names: ['Nora', 'Writer'] as [string, string], role: 'Member' as const };
const REVIEWER = { email: 'reviewer@agency-notices.test', password: PASSWORD, names: ['Rhys', 'Reviewer'] as [string, string], role: 'Agency Manager' };
const CAMPAIGN = 'Quarry business park';

let browser: Browser;
let baseUrl: string;
let member: SessionData;
let postId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  const { organizationId } = await createOrganizationWithMember(baseUrl, 'Quarry Valley Development', MEMBER);
  await addRegisteredUser(baseUrl, 1, ORG_TYPE.agency, REVIEWER);
  const reviewer = await apiSignIn(baseUrl, REVIEWER.email, REVIEWER.password);
  const agencyAdmin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await connectSandbox(baseUrl, agencyAdmin, organizationId);
  // One named reviewer, so that no other test's agency managers are told of this organisation's posts.
  answerOf(
    approvalEndpoints.approvalChainReplace,
    await callApi(baseUrl, approvalEndpoints.approvalChainReplace, {
      session: agencyAdmin,
      body: {
        organization_id: organizationId,
        applies_to: 'everyone',
        steps: [{ name: 'Agency review', mode: 'any', approvers: [{ kind: 'user', user_id: reviewer.user_id }] }],
      },
    }),
  );
  member = await apiSignIn(baseUrl, MEMBER.email, MEMBER.password);
  const created = await callApi(baseUrl, postEndpoints.postCreate, {
    session: member,
    body: {
      organization_id: organizationId,
      user_id: member.user_id,
      goal: 'Promote sites and buildings',
      campaign_name: CAMPAIGN,
      industry: 'Logistics and distribution',
      region: 'Midwest',
      audience: 'Site selectors',
      publish_status: 1,
      post_content: '<p>Quarry business park has 12 serviced plots ready for occupiers.</p>',
    },
  });
  const saved = answerOf(postEndpoints.postCreate, created).data as { post_id: number; version: number };
  postId = saved.post_id;
  answerOf(
    approvalEndpoints.approvalSubmit,
    await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: saved.post_id, version: saved.version } }),
  );
});
afterAll(async () => {
  await browser?.close();
});


describe('notifications', () => {
  it('tells the reviewer a post waits, lets them mention its author in a comment, and brings the author to that conversation', async () => {
    await waitForEmail(REVIEWER.email, /waits for your approval/);
    const reviewer = await signedInPage(browser, REVIEWER, { width: 1440, colorScheme: 'light' });
    const bell = reviewer.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const list = reviewer.page.getByRole('dialog', { name: 'Notifications' });
    await list.getByText('A post waits for your approval').waitFor();
    await waitForAnimations(reviewer.page);
    await saveScreenshot(reviewer.page, 'notifications-1440-light');
    await list.getByRole('button', { name: /A post waits for your approval/ }).click();
    await reviewer.page.waitForURL(/\/approval$/);
    await reviewer.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    const card = reviewer.page.getByRole('article', { name: CAMPAIGN });
    await card.getByRole('button', { name: 'Comments' }).click();
    await card.getByLabel('Add a comment').fill('Which plots are ready first?');
    await card.getByRole('combobox', { name: 'Mention people' }).click();
    await reviewer.page.getByRole('option', { name: 'Nora Writer' }).click();
    await expect.poll(() => card.getByLabel('Add a comment').inputValue()).toBe('Which plots are ready first? @Nora Writer ');
    await card.getByRole('button', { name: 'Post comment' }).click();
    await toast(reviewer.page, MESSAGES.commentAdded);
    expectNoProblems(reviewer.problems);
    await reviewer.context.close();

    await waitForEmail(MEMBER.email, /Rhys Reviewer mentioned you/);
    const author = await signedInPage(browser, MEMBER, { width: 390, colorScheme: 'dark' });
    await author.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const authorList = author.page.getByRole('dialog', { name: 'Notifications' });
    await authorList.getByText('Rhys Reviewer mentioned you').waitFor();
    await waitForAnimations(author.page);
    await saveScreenshot(author.page, 'notifications-390-dark');
    await authorList.getByRole('button', { name: /Rhys Reviewer mentioned you/ }).click();
    await author.page.waitForURL(new RegExp(`/approval\\?post=${postId}$`));
    const opened = author.page.getByRole('region', { name: 'The post you opened' });
    await opened.getByText('Which plots are ready first? @Nora Writer').waitFor();
    await author.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await saveScreenshot(author.page, 'notifications-opened-post-390-dark');
    expectNoProblems(author.problems);
    await author.context.close();
  });
});
