import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import type { PostDetail, PostRecord } from '@roi/contract/posts';
import { postText } from '@roi/contract/post-text';
import { answerOf } from '../apps/server/src/test/answers.js';
import { apiSignIn, callApi, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { fillSetup, replies, settledReply } from './support/create-post.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MEMBER = { email: 'drafts.member@bayview.example', password: 'Member!Pass1' };

/** The post of that campaign as the server lists it. */
async function listedPost(campaign: string, member = MEMBER): Promise<PostRecord> {
  const baseUrl = inject('baseUrl');
  const session = await apiSignIn(baseUrl, member.email, member.password);
  const listed = await callApi(baseUrl, postEndpoints.postList, { session, body: { page: 1, page_size: 100 } });
  return answerOf(postEndpoints.postList, listed).records.find((record) => record.campaign_name === campaign)!;
}

/** The post whole, as the server keeps it. */
async function storedPost(postId: number, member = MEMBER): Promise<PostDetail> {
  const baseUrl = inject('baseUrl');
  const session = await apiSignIn(baseUrl, member.email, member.password);
  return answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session, query: { postId } })).data;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function editor(page: Page) {
  return page.getByRole('textbox', { name: 'Post text' });
}

async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await toast(page, MESSAGES.postDrafted);
}

describe('a draft of the create-post wizard', () => {
  it('keeps the assistant’s reply, the chat and the author’s edits, saved on any stage, and opens on the stage it was saved on', async () => {
    await createOrganizationWithMember(inject('baseUrl'), 'Bayview Growth Alliance', { ...MEMBER, names: ['Dana', 'Reyes'] });
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, MEMBER.email, MEMBER.password);
    await waitForShell(page);
    const campaign = 'Harbor expansion';

    // The assistant's stage: a suggestion, its reply, then Save as Draft.
    await page.goto('/posts/createpost');
    await fillSetup(page, campaign);
    await page.getByRole('button', { name: 'Next' }).click();
    const suggestion = page.getByRole('region', { name: 'Prompt Suggestions For You' }).getByRole('button').first();
    await expect.poll(() => suggestion.isEnabled()).toBe(true);
    const prompt = await suggestion.innerText();
    await suggestion.click();
    await settledReply(page, 0);
    const reply = await replies(page).nth(0).locator('p').first().innerText();
    await saveDraft(page);
    const { post_id: postId, excerpt } = await listedPost(campaign);
    expect(oneLine(excerpt)).toBe(oneLine(reply).slice(0, oneLine(excerpt).length));
    expect(excerpt.length).toBeGreaterThan(0);

    // Opened again: the chat as it was, on the assistant's stage; Next takes the reply to the editor.
    await page.goto(`/posts/createpost?postId=${postId}`);
    const assistantStage = page.getByRole('region', { name: 'ROI Assistant' });
    await assistantStage.getByRole('article', { name: 'Your prompt' }).getByText(prompt, { exact: true }).waitFor();
    expect(oneLine(await replies(page).nth(0).locator('p').first().innerText())).toBe(oneLine(reply));
    await saveScreenshot(page, 'draft-reopened-assistant-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'draft-reopened-assistant-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => oneLine(await editor(page).innerText())).toBe(oneLine(reply));

    // The editor's stage: the author's own words are kept and come back there.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Edited by hand.');
    await saveDraft(page);
    await page.goto(`/posts/createpost?postId=${postId}`);
    await page.getByRole('region', { name: 'Edit & Preview' }).waitFor();
    await expect.poll(async () => oneLine(await editor(page).innerText())).toBe(`${oneLine(reply)} Edited by hand.`);

    // A save that fails loses nothing: the text stays, and the screen says what happened until a save works.
    await page.route(`**${postEndpoints.postCreate.path}`, (route) => route.abort());
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' And one more line.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    const failure = page.getByRole('alert').filter({ hasText: MESSAGES.draftNotSaved });
    await failure.waitFor();
    expect(oneLine(await editor(page).innerText())).toBe(`${oneLine(reply)} Edited by hand. And one more line.`);
    await saveScreenshot(page, 'draft-save-failed-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await failure.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'draft-save-failed-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.unroute(`**${postEndpoints.postCreate.path}`);
    await saveDraft(page);
    await expect.poll(() => failure.count()).toBe(0);
    expect((await storedPost(postId)).post_content).toContain('And one more line.');

    // The aborted request is reported on the console by the browser: that is the failure the test made.
    expectNoProblems(problems.filter((problem) => !problem.includes('net::ERR_FAILED')));
    await context.close();
  });
});

describe('the editor’s text in the create-post wizard', () => {
  const KEEPER = { email: 'keeping.member@lakeshore.example', password: 'Keeper!Pass1' };

  it('survives a reload of the tab until it is saved, and never opens in another post', async () => {
    await createOrganizationWithMember(inject('baseUrl'), 'Lakeshore Keeping Partnership', { ...KEEPER, names: ['Robin', 'Okafor'] });
    const { page, context, problems } = await openPage(browser, { width: 1440, height: 900 });
    await signIn(page, KEEPER.email, KEEPER.password);
    await waitForShell(page);
    const campaign = 'Riverside reload';

    // The assistant drafts, the author adds to it on Edit & Preview: nothing is saved yet.
    await page.goto('/posts/createpost');
    await fillSetup(page, campaign);
    await page.getByRole('button', { name: 'Next' }).click();
    const suggestion = page.getByRole('region', { name: 'Prompt Suggestions For You' }).getByRole('button').first();
    await expect.poll(() => suggestion.isEnabled()).toBe(true);
    await suggestion.click();
    await settledReply(page, 0);
    const reply = await replies(page).nth(0).locator('p').first().innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => oneLine(await editor(page).innerText())).toBe(oneLine(reply));
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed before the reload.');
    const typed = `${oneLine(reply)} Typed before the reload.`;

    // Post is refused: the text stays on screen, and a reload of the tab brings it back as it was.
    await page.route(`**${postEndpoints.postCreate.path}`, (route) => route.abort());
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.postNotSaved }).waitFor();
    await page.unroute(`**${postEndpoints.postCreate.path}`);
    await page.reload();
    await page.getByRole('region', { name: 'Edit & Preview' }).waitFor();
    await expect.poll(async () => oneLine(await editor(page).innerText())).toBe(typed);
    await saveScreenshot(page, 'editor-text-after-reload-1440');

    // Saved as a draft, the text is the server's; a new post starts with an empty editor, reloaded or not.
    await saveDraft(page);
    const { post_id: postId } = await listedPost(campaign, KEEPER);
    expect(postText((await storedPost(postId, KEEPER)).post_content)).toContain('Typed before the reload.');
    await page.getByRole('button', { name: 'Back to posts' }).click();
    await page.waitForURL('**/posts');
    await page.getByRole('link', { name: 'Create Post' }).first().click();
    await fillSetup(page, 'Riverside second post');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('region', { name: 'ROI Assistant' }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await next.click();
    await page.getByRole('region', { name: 'Edit & Preview' }).waitFor();
    await expect.poll(async () => oneLine(await editor(page).innerText())).toBe('');
    await page.reload();
    await page.getByRole('region', { name: 'Edit & Preview' }).waitFor();
    await expect.poll(async () => oneLine(await editor(page).innerText())).toBe('');

    // The aborted request is reported on the console by the browser: that is the failure the test made.
    expectNoProblems(problems.filter((problem) => !problem.includes('net::ERR_FAILED')));
    await context.close();
  });
});
