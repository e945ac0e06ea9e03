import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { SessionData } from '@roi/contract/auth';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf } from '../apps/server/src/test/answers.js';
import { apiSignIn, callApi, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { fillSetup } from './support/create-post.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

const ORGANIZATION = 'Riverbend Growth Partnership';
const EDITOR = { email: 'editor@riverbend-growth.test', password: 'Riverbend!Ed1', names: ['Eda', 'Editor'] as [string, string], role: 'Admin' as const };
const ALT_TEXT = 'Aerial view of the Riverbend business park at dawn';
const CAMPAIGN = 'Spring Site Tour';

let browser: Browser;
let baseUrl: string;
let editor: SessionData;

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  await createOrganizationWithMember(baseUrl, ORGANIZATION, EDITOR);
  editor = await apiSignIn(baseUrl, EDITOR.email, EDITOR.password);
});
afterAll(() => browser?.close());

/** Makes a template, hashtag group or snippet on the open tab through its New dialog. */
async function addPiece(page: Page, button: string, name: string, bodyLabel: string, body: string): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: bodyLabel }).fill(body);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

describe('the Content Hub', () => {
  it('keeps an image with its alt text, templates, hashtag groups and snippets, and the editor uses them in a post', async () => {
    const tracked = await openPage(browser, { width: 1440, height: 900 });
    const { page } = tracked;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, EDITOR.email, EDITOR.password);
    await waitForShell(page);

    // The media library, empty at first: it says what it is for.
    await page.goto('/content-hub');
    await page.getByRole('heading', { name: 'No images in the library yet' }).waitFor();
    await saveScreenshot(page, 'content-hub-1-empty-1440-light');

    const image = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f7d5b' } }).png().toBuffer();
    await page.getByRole('button', { name: 'Upload image' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Upload image' });
    const chooser = page.waitForEvent('filechooser');
    await upload.getByRole('button', { name: 'Choose image' }).click();
    await (await chooser).setFiles({ name: 'park.png', mimeType: 'image/png', buffer: image });
    await upload.getByRole('textbox', { name: 'Alt text' }).fill(ALT_TEXT);
    await upload.getByRole('textbox', { name: 'Tags' }).fill('Sites, aerial');
    await upload.getByRole('button', { name: 'Add to library' }).click();
    await toast(page, MESSAGES.libraryImageAdded);
    const library = page.getByRole('list', { name: 'Library images' });
    await library.getByRole('img', { name: ALT_TEXT }).waitFor();
    await library.getByText('Not used in any post yet.').waitFor();

    // Templates, by clicking the tab; hashtag groups by the tab's address; snippets by the keyboard.
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.waitForURL('**/content-hub?tab=templates');
    await addPiece(page, 'New template', 'Site tour invitation', 'Text', 'Join {organisation} for the {campaign} in the {region}: {goal}.');
    await page.goto('/content-hub?tab=hashtags');
    await page.getByRole('tab', { name: 'Hashtag groups', selected: true }).waitFor();
    await addPiece(page, 'New hashtag group', 'Growth', 'Hashtags', '#EconDev #SiteSelection');
    await page.getByRole('tab', { name: 'Hashtag groups' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Snippets', selected: true }).waitFor();
    await addPiece(page, 'New snippet', 'Sign-off', 'Text', 'Talk to our team today.');
    await saveScreenshot(page, 'content-hub-2-snippets-1440-light');

    // A new post: the template's fields come from its setup, then the hashtags and the snippet at the cursor.
    await page.goto('/posts/createpost');
    await fillSetup(page, CAMPAIGN);
    await page.getByRole('button', { name: 'Next' }).click();
    const next = page.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled(), { timeout: 30_000 }).toBe(true);
    await next.click();
    const text = page.getByRole('textbox', { name: 'Post text' });
    await text.waitFor();
    await text.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');

    await page.getByRole('button', { name: 'Use template' }).click();
    await page.getByRole('dialog', { name: 'Use a template' }).getByRole('button', { name: /Site tour invitation/ }).click();
    const filled = `Join ${ORGANIZATION} for the ${CAMPAIGN} in the Southeast: Attract investment.`;
    await expect.poll(() => text.innerText()).toBe(filled);
    await page.keyboard.type(' ');
    await page.getByRole('button', { name: 'Hashtags' }).click();
    await page.getByRole('dialog', { name: 'Insert a hashtag group' }).getByRole('button', { name: /Growth/ }).click();
    await page.keyboard.type(' ');
    await page.getByRole('button', { name: 'Snippet' }).click();
    await page.getByRole('dialog', { name: 'Insert a snippet' }).getByRole('button', { name: /Sign-off/ }).click();
    await expect.poll(() => text.innerText()).toBe(`${filled} #EconDev #SiteSelection Talk to our team today.`);

    // The library's image, attached with its alt text, shown in the preview.
    await page.getByRole('button', { name: 'Choose from library' }).click();
    await page.getByRole('dialog', { name: 'Choose from library' }).getByRole('button', { name: `Choose image: ${ALT_TEXT}` }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Alt text for image 1' }).inputValue()).toBe(ALT_TEXT);
    await page.getByRole('button', { name: 'Show Preview' }).click();
    const preview = page.getByRole('region', { name: 'Post preview' });
    await preview.getByRole('img', { name: ALT_TEXT }).waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'content-hub-3-editor-1440-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Choose from library' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'content-hub-4-editor-390-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });

    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(page, MESSAGES.postDrafted);

    // What the server holds: the library's own file, with its alt text, and the post listed as using it.
    const listed = answerOf(contentHubEndpoints.libraryList, await callApi(baseUrl, contentHubEndpoints.libraryList, { session: editor, query: {} }));
    const [libraryImage] = listed.records;
    expect(libraryImage!.used_in).toHaveLength(1);
    const postId = libraryImage!.used_in[0]!.post_id;
    const post = answerOf(postEndpoints.postGet, await callApi(baseUrl, postEndpoints.postGet, { session: editor, query: { postId } }));
    expect(post.data.post_assests).toEqual([{ url: libraryImage!.url, file_type: 'IMAGE', alt_text: ALT_TEXT }]);

    // The library says where the image is used, and will not delete it while the draft uses it.
    await page.goto('/content-hub?tab=media');
    await library.getByText('Used in 1 post:').waitFor();
    await saveScreenshot(page, 'content-hub-5-library-1440-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await waitForAnimations(page);
    await saveScreenshot(page, 'content-hub-6-library-390-dark');
    await library.getByRole('button', { name: `Edit image: ${ALT_TEXT}` }).click();
    const details = page.getByRole('dialog', { name: 'Edit image' });
    await details.getByRole('button', { name: 'Delete image' }).click();
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await details.getByText(MESSAGES.libraryImageInUse).waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'content-hub-7-delete-refused-390-dark');
    expectNoProblems(tracked.problems.filter((problem) => !problem.includes('409')));
    await tracked.context.close();
  });
});
