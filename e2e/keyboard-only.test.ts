import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { MESSAGES } from '@roi/contract/messages';
import { approvalEndpoints } from '@roi/contract/endpoints/approvals';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { ORG_TYPE } from '@roi/contract/constants';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { addRegisteredUser, apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { replies, settledReply } from './support/create-post.js';
import { expectNoProblems, signedInPage, waitForShell } from './support/sign-in.js';

/**
 * A person who uses no mouse signs in, writes a post with an image and posts it, with the keyboard alone:
 * every element Tab reaches shows that it has the focus and is on screen, and what the product says
 * back (a saved draft, a post sent) is spoken by a live region.
 */

const MANAGER = { email: 'manager@keyboard-quay.example', password: 'Manager!Pass1' };
const MEMBER = { email: 'member@keyboard-quay.example', password: 'Member!Pass1', names: ['Mo', 'Quay'] as [string, string], role: 'Member' };
const REVIEWED_CAMPAIGN = 'Keyboard quay ferry timetable';
const CAMPAIGN = 'Keyboard quay open day';
const ALT_TEXT = 'Families on the quay at last year’s open day, boats moored behind them';

let browser: Browser;
let baseUrl: string;
let organizationId: number;

interface FocusStop {
  name: string;
  hasVisibleFocus: boolean;
  isOnScreen: boolean;
}

/** What a sighted keyboard user sees of the focused element: a ring (outline, shadow or focused field) on screen. */
function focusedStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { name: 'nothing', hasVisibleFocus: false, isOnScreen: false };
    const hasRing = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const box = element.getBoundingClientRect();
    return {
      name: (element.getAttribute('aria-label') ?? element.innerText ?? element.tagName).trim().slice(0, 60) || element.tagName,
      hasVisibleFocus: hasRing(element) || hasRing(element.parentElement) || element.closest('.Mui-focused') !== null,
      isOnScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking that every stop on the way can be seen. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean } = {}): Promise<void> {
  const isFocused = () => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
  if (await isFocused()) return;
  const stops: string[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusedStop(page);
    stops.push(stop.name);
    // Past the last element the focus leaves the page (for the browser's own controls) and comes back.
    // Headless Chromium has no controls to come back from: the page is not given the system focus again,
    // so `:focus` styles do not apply to the first element after the round.
    const isAfterRound = stops.at(-2) === 'nothing';
    if (stop.name === 'nothing' || isAfterRound) continue;
    expect(stop, `the focus on "${stop.name}" is visible and on screen`).toMatchObject({ hasVisibleFocus: true, isOnScreen: true });
    if (await isFocused()) return;
  }
  throw new Error(`Tab never reached the element; it went through: ${stops.join(' → ')}`);
}

/** Opens a select with the keyboard and moves down its options to the one named. */
async function chooseByKeyboard(page: Page, label: string, option: string): Promise<void> {
  await tabTo(page, page.getByRole('combobox', { name: label }));
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  for (let presses = 0; presses < 40; presses += 1) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim());
    if (focused === option) {
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${option} is not among the options of ${label}`);
}

/** Waits for `text` to be spoken: shown inside a live region (an alert, a status or aria-live). */
async function announced(page: Page, text: string): Promise<void> {
  await page.locator('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]').filter({ hasText: text }).first().waitFor({ state: 'attached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  ({ organizationId } = await createOrganizationWithMember(baseUrl, 'Keyboard Quay Partnership', {
    ...MANAGER,
    names: ['Kim', 'Quay'],
    role: 'Manager',
  }));
  await addRegisteredUser(baseUrl, organizationId, ORG_TYPE.economicDevelopment, MEMBER);
  await connectSandbox(baseUrl, await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password), organizationId);
});
afterAll(() => browser?.close());

describe('keyboard only', () => {
  it('signs in, writes a post with an image and posts it without a mouse', async () => {
    const tracked = await openPage(browser, { width: 1440, height: 900 });
    const { page } = tracked;
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.goto('/login');
    await page.getByPlaceholder('Business Email').waitFor();
    await tabTo(page, page.getByPlaceholder('Business Email'));
    await page.keyboard.type(MANAGER.email);
    await tabTo(page, page.getByPlaceholder('Password'));
    await page.keyboard.type(MANAGER.password);
    await page.keyboard.press('Enter');
    await waitForShell(page);

    await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Posts' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Create Post' }).first());
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create a New Social Media Post' }).waitFor();

    await tabTo(page, page.getByLabel('Campaign name'));
    await page.keyboard.type(CAMPAIGN);
    await chooseByKeyboard(page, 'Goal', 'Attract investment');
    await chooseByKeyboard(page, 'Industry', 'Advanced manufacturing');
    await chooseByKeyboard(page, 'Region', 'Southeast');
    await chooseByKeyboard(page, 'Audience', 'Site selectors');
    await saveScreenshot(page, 'keyboard-only-1-setup-1440-light');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByRole('textbox', { name: 'Prompt' }));
    await page.keyboard.type('Invite site selectors to the quay open day on 12 May');
    await tabTo(page, page.getByRole('button', { name: 'Generate' }));
    await page.keyboard.press('Enter');
    await settledReply(page, 0);
    expect(await replies(page).count()).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    const editor = page.getByRole('textbox', { name: 'Post text' });
    await expect.poll(() => editor.innerText()).not.toBe('');
    await tabTo(page, editor, { backwards: true });
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' See you on the quay. #quayopendaydetails');
    const check = page.getByRole('region', { name: 'Accessibility check' });
    await check.getByText('Found: #quayopendaydetails').waitFor();
    await check.getByRole('status').getByText(/to check for accessibility/).waitFor();
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f6cbd' } }).png().toBuffer();
    // The system's file dialog is the one step outside the page: the test answers it.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByRole('button', { name: 'Add images' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'quay.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('button', { name: 'Remove image 1' }).waitFor();
    await check.getByText('Found: image 1').waitFor();
    const altText = page.getByRole('textbox', { name: 'Alt text for image 1' });
    await tabTo(page, altText);
    await page.keyboard.type(ALT_TEXT);
    await expect.poll(() => check.getByText('Found: image 1').count()).toBe(0);
    await saveScreenshot(page, 'keyboard-only-2-editor-1440-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await altText.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'keyboard-only-3-alt-text-390-dark');
    await check.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'keyboard-only-4-accessibility-check-390-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });

    await tabTo(page, page.getByRole('button', { name: 'Save as Draft' }));
    await page.keyboard.press('Enter');
    await announced(page, MESSAGES.postDrafted);
    await tabTo(page, page.getByRole('button', { name: 'Post', exact: true }));
    await page.keyboard.press('Enter');
    await announced(page, MESSAGES.posted);
    await page.waitForURL('**/posts');

    const session = await apiSignIn(baseUrl, MANAGER.email, MANAGER.password);
    const listed = answerOf(postEndpoints.postList, await callApi(baseUrl, postEndpoints.postList, { session, body: { page: 1, page_size: 100 } }));
    const posted = listed.records.find((record) => record.campaign_name === CAMPAIGN);
    expect(posted).toMatchObject({ publish_status: 2, image_count: 1 });
    const detail = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session, query: { postId: posted!.post_id } }));
    expect(detail.data.post_assests.map((asset) => asset.alt_text)).toEqual([ALT_TEXT]);
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });

  it('lets a reviewer open /approval, approve a waiting post with a comment and hear the outcome, without a mouse', async () => {
    // A Member's draft submitted to the default chain: any Admin or Manager of the organisation decides.
    const member = await apiSignIn(baseUrl, MEMBER.email, MEMBER.password);
    const created = await callApi(baseUrl, postEndpoints.postCreate, {
      session: member,
      body: {
        organization_id: organizationId,
        user_id: member.user_id,
        goal: 'Attract investment',
        campaign_name: REVIEWED_CAMPAIGN,
        industry: 'Advanced manufacturing',
        region: 'Southeast',
        audience: 'Site selectors',
        publish_status: 1,
        post_content: '<p>The quay ferry runs every half hour from 1 June.</p>',
      },
    });
    const { post_id: postId, version } = answerOf(postEndpoints.postCreate, created).data as { post_id: number; version: number };
    answerOf(approvalEndpoints.approvalSubmit, await callApi(baseUrl, approvalEndpoints.approvalSubmit, { session: member, body: { post_id: postId, version } }));

    const tracked = await signedInPage(browser, MANAGER, { width: 1440, colorScheme: 'light' });
    const { page } = tracked;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Approval & Collaboration/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/approval');
    const card = page.getByRole('article', { name: REVIEWED_CAMPAIGN });
    await card.getByRole('region', { name: 'Post preview' }).waitFor();

    const approve = card.getByRole('button', { name: 'Approve', exact: true });
    await tabTo(page, approve);
    expect(await focusedStop(page)).toMatchObject({ name: 'Approve', hasVisibleFocus: true, isOnScreen: true });
    await saveScreenshot(page, 'keyboard-only-5-approve-focused-1440-light');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Approve “${REVIEWED_CAMPAIGN}”?` });
    const comment = dialog.getByRole('textbox', { name: 'Comment (optional)' });
    // The dialog takes the focus to its comment; typing goes there.
    await expect.poll(() => comment.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Timetable checked against the operator’s.');
    await tabTo(page, dialog.getByRole('button', { name: 'Approve', exact: true }));
    await saveScreenshot(page, 'keyboard-only-6-decide-dialog-1440-light');
    await page.keyboard.press('Enter');
    await announced(page, MESSAGES.reviewApproved);
    await dialog.waitFor({ state: 'detached' });
    // The only step approved: the post left "Waiting for me" and went on to be published.
    await page.getByText('Nothing waits for your decision.').waitFor();
    const session = await apiSignIn(baseUrl, MANAGER.email, MANAGER.password);
    const posted = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session, query: { postId } })).data;
    expect(posted.publish_status).toBe(2);
    expect(posted.review).toMatchObject({ state: 'approved' });
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  });
});
