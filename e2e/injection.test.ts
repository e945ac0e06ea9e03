import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { postEndpoints, publishingEndpoints } from '@roi/contract/endpoints/posts';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

/**
 * Markup and script carried by everything people type — organisation, user and campaign names, post
 * text — shown on every screen that shows them: as text, never as elements, never run.
 */
const PAYLOAD = (tag: string) => `<img src=x onerror="window.__pwned='${tag}'"><script>window.__pwned='${tag}'</script>`;
const ORGANIZATION = `Harbor ${PAYLOAD('organization')}`;
const CAMPAIGN = `Launch <svg onload="window.__pwned='campaign'">`;
const MEMBER_NAMES: [string, string] = ['<b onmouseover="window.__pwned=1">Mallory</b>', PAYLOAD('user')];

let browser: Browser;
let organizationId: number;
let postId: number;
let draftId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const baseUrl = inject('baseUrl');
  ({ organizationId } = await createOrganizationWithMember(baseUrl, ORGANIZATION, {
    email: 'mallory@harbor-injection.example',
    password: 'Mallory!Pass1',
    names: MEMBER_NAMES,
  }));
  const admin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await connectSandbox(baseUrl, admin, organizationId);
  const member = await apiSignIn(baseUrl, 'mallory@harbor-injection.example', 'Mallory!Pass1');
  const post = {
    organization_id: organizationId,
    user_id: member.user_id,
    goal: 'Announce news',
    campaign_name: CAMPAIGN,
    industry: 'Technology',
    region: 'West',
    audience: 'Media',
    post_content: `<p>Plain &lt;script&gt;window.__pwned='text'&lt;/script&gt; and ${PAYLOAD('post')}</p>`,
  };
  const posted = await callApi(baseUrl, postEndpoints.postCreate, {
    session: member,
    body: { ...post, publish_status: 2, post_to: [{ platform_name: 'linkedin' }] },
  });
  expect(posted.statusCode, JSON.stringify(posted.json())).toBe(200);
  postId = answerOf(postEndpoints.postCreate, posted).data.post_id;
  // The agency publishes the Member's held post into the sandbox, so that the feed shows it too.
  const released = await callApi(baseUrl, publishingEndpoints.postPublish, { session: admin, body: { post_id: postId } });
  expect(released.statusCode).toBe(200);
  // A draft with the same text, to open in the editor.
  const draft = await callApi(baseUrl, postEndpoints.postCreate, { session: member, body: { ...post, publish_status: 1 } });
  expect(draft.statusCode, JSON.stringify(draft.json())).toBe(200);
  draftId = answerOf(postEndpoints.postCreate, draft).data.post_id;
});
afterAll(() => browser?.close());

async function expectInert(page: Page, screen: string): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), `${screen}: a script ran`).toBeUndefined();
  const injected = await page.locator('main img[src="x"], main svg[onload], main script, main b[onmouseover]').count();
  expect(injected, `${screen}: an injected element`).toBe(0);
}

it('shows names, campaigns and post text carrying markup as text on every screen, and runs none of it', async () => {
  const tracked = await openPage(browser, { width: 1440, height: 900 });
  const { page } = tracked;
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await waitForShell(page);

  // The administration lists are paged and other tests add to them: those screens are searched first.
  const screens: [string, string, string, search?: string][] = [
    ['posts', '/posts', 'Launch <svg'],
    ['organisations', '/organizemanagement', 'Harbor <img', 'Harbor'],
    ['users', '/usermanagement', 'Mallory', 'Mallory'],
    ['sandbox feed', `/sandbox-feed?organization=${organizationId}`, "Plain <script>window.__pwned='text'</script>"],
    ['editor', `/posts/createpost?postId=${draftId}`, "Plain <script>window.__pwned='text'</script>"],
  ];
  for (const [name, path, shownText, search] of screens) {
    await page.goto(path);
    if (search) await page.getByRole('searchbox', { name: 'Search' }).fill(search);
    await page.getByText(shownText, { exact: false }).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);
    await expectInert(page, name);
    await saveScreenshot(page, `injection-${name.replace(/\s+/g, '-')}`);
  }
  // Hovering the name cannot fire a handler either.
  await page.goto('/usermanagement');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Mallory');
  await page.getByText('Mallory').first().hover();
  await expectInert(page, 'users after hover');
  expect(dialogs).toBe(0);
  expectNoProblems(tracked.problems);
  await tracked.context.close();
});
