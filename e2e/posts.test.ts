import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { MESSAGES } from '@roi/contract/messages';
import type { PostRecord } from '@roi/contract/posts';
import { answerOf } from '../apps/server/src/test/answers.js';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '../apps/server/src/test/openai-compatible-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { apiSignIn, callApi, connectSandbox, createOrganizationWithMember } from './support/api.js';
import { openPage, saveScreenshot, toast, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { fillSetup, missingFieldsAnnounced, replies, settledReply } from './support/create-post.js';
import { startServer, type RunningServer } from './support/server-process.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

let browser: Browser;
let provider: OpenAiCompatibleServer;
let modelServer: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  provider = await startOpenAiCompatibleServer({ pieceDelayMs: 15 });
  // The same product, writing with a model behind an OpenAI-compatible API instead of the built-in writer.
  modelServer = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: inject('smtpUrl'),
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-browser-test',
    AI_MODEL: 'roi-test-model',
    AI_VISION: 'true',
  });
});
afterAll(async () => {
  await browser?.close();
  await modelServer?.stop();
  await provider?.close();
});

const MEMBER_PASSWORD = 'Member!Pass1';

interface Writer {
  name: string;
  baseUrl: () => string;
  /** What the reply says: the built-in writer grounds it in the prompt, the test model echoes it. */
  reply: RegExp;
  writerCaption: RegExp;
  /** An instruction the built-in writer must turn into a sentence: kept names and dates, the verb not pasted in. */
  instruction?: { prompt: string; kept: string; notPasted: RegExp };
  /** What a model that sees images suggests as an image's alt text; absent for a writer that cannot see them. */
  altTextSuggestion?: RegExp;
}

const WRITERS: Writer[] = [
  {
    name: 'the built-in writer',
    baseUrl: () => inject('baseUrl'),
    reply: /megasite/i,
    writerCaption: /Built-in writer/,
    instruction: { prompt: 'Invite residents to the riverfront food festival on 14 June', kept: 'riverfront food festival on 14 June', notPasted: /Invite residents/ },
  },
  {
    name: 'a model behind an OpenAI-compatible API',
    baseUrl: () => modelServer.baseUrl,
    reply: /^From the model:/,
    writerCaption: /roi-test-model/,
    altTextSuggestion: /^A blue square, as the model sees the image\/(png|jpeg) it was sent\.$/,
  },
];

const pngFile = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 240, height: 160, channels: 3, background: colour } }).png().toBuffer(),
});

/** The posts the server holds for the signed-in person's view. */
async function listedPosts(baseUrl: string, email: string, password: string): Promise<{ total: number; records: PostRecord[] }> {
  const session = await apiSignIn(baseUrl, email, password);
  const listed = await callApi(baseUrl, postEndpoints.postList, { session, body: { page: 1, page_size: 100 } });
  const { total_count, records } = answerOf(postEndpoints.postList, listed);
  return { total: total_count, records };
}

/**
 * The whole wizard as a person goes through it: every bad input first (the spec's warning, nothing
 * saved), then the setup, the assistant, the editor with images and the preview, a draft, the post.
 */
async function createPostThroughWizard(
  tracked: TrackedPage,
  writer: Writer,
  person: { email: string; password: string; agency?: string; campaign: string; screenshotPrefix: string },
): Promise<void> {
  const { page } = tracked;
  const baseUrl = writer.baseUrl();
  const before = await listedPosts(baseUrl, person.email, person.password);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  await page.goto('/posts/createpost');
  await page.getByRole('heading', { name: 'Create a New Social Media Post' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);

  // Stage 1: nothing is sent without the whole setup.
  await page.getByRole('button', { name: 'Next' }).click();
  await missingFieldsAnnounced(page);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await missingFieldsAnnounced(page);
  await page.getByLabel('Campaign name').fill(person.campaign);
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await (await missingFieldsAnnounced(page)).innerText()).not.toContain('Campaign name');
  expect((await listedPosts(baseUrl, person.email, person.password)).total).toBe(before.total);

  await fillSetup(page, person.campaign, person.agency);
  await saveScreenshot(page, `${person.screenshotPrefix}-1-setup`);
  await page.getByRole('button', { name: 'Next' }).click();

  // Stage 2: the chips, the suggestions, then the chat.
  const chips = page.getByRole('list', { name: 'Post setup' });
  await chips.getByText(person.campaign.slice(0, 40)).waitFor();
  await page.getByRole('heading', { name: 'Prompt Suggestions For You' }).waitFor();
  await page.getByRole('button', { name: 'Generate' }).click();
  await toast(page, MESSAGES.giveSomeText);
  expect(await replies(page).count()).toBe(0);

  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('Announce our new 200-acre megasite next to the interstate <img src=x onerror=alert(1)>');
  await page.getByRole('button', { name: 'Generate' }).click();
  const firstReply = await settledReply(page, 0);
  expect(firstReply).toMatch(writer.reply);
  await expect.poll(() => replies(page).nth(0).getByText(writer.writerCaption).count()).toBeGreaterThan(0);
  // Model output is text: the markup it echoes is shown, never made into an element.
  expect(await replies(page).nth(0).locator('img').count()).toBe(0);
  await saveScreenshot(page, `${person.screenshotPrefix}-2-assistant`);

  await replies(page).nth(0).getByRole('button', { name: 'Shorten' }).click();
  const shorter = await settledReply(page, 1);
  expect(shorter.length).toBeLessThan(firstReply.length);
  if (writer.instruction) {
    await prompt.fill(writer.instruction.prompt);
    await page.getByRole('button', { name: 'Generate' }).click();
    const written = await settledReply(page, 2);
    expect(written).toContain(writer.instruction.kept);
    expect(written).not.toMatch(writer.instruction.notPasted);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  // Stage 3: the editor holds the latest reply; images, preview, a draft, the post.
  const editor = page.getByRole('textbox', { name: 'Post text' });
  await expect.poll(() => editor.innerText()).not.toBe('');
  const tooLarge = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) };
  await page.getByLabel('Add images').setInputFiles(tooLarge);
  await toast(page, MESSAGES.postImageTooLarge);
  await page.getByLabel('Add images').setInputFiles([await pngFile('site.png', '#19acf2'), await pngFile('team.png', '#fccf00')]);
  await page.getByRole('button', { name: 'Remove image 2' }).waitFor();
  const firstAltText = page.getByRole('textbox', { name: 'Alt text for image 1' });
  if (writer.altTextSuggestion) {
    // The model sees the image and suggests its alt text; the author reads it and makes it their own.
    await page.getByRole('button', { name: 'Suggest alt text for image 1' }).click();
    await toast(page, MESSAGES.altTextSuggested);
    await expect.poll(() => firstAltText.inputValue()).toMatch(writer.altTextSuggestion);
    await saveScreenshot(page, `${person.screenshotPrefix}-3-alt-text-suggested`);
  } else {
    await page.getByRole('textbox', { name: 'Alt text for image 2' }).waitFor();
    expect(await page.getByRole('button', { name: /^Suggest alt text/ }).count()).toBe(0);
  }
  await firstAltText.fill('The new business park seen from the road');
  await page.getByRole('textbox', { name: 'Alt text for image 2' }).fill('Our team at the park’s opening');
  expect(await page.getByRole('button', { name: /^Suggest alt text/ }).count()).toBe(0);

  await page.getByRole('button', { name: 'Show Preview' }).click();
  const preview = page.getByRole('region', { name: 'Post preview' });
  await preview.getByRole('button', { name: 'More' }).first().waitFor();
  // LinkedIn's reactions are drawn under the post, but there is nothing to press: they are not buttons.
  for (const reaction of ['Like', 'Comment', 'Repost', 'Send']) {
    await preview.getByText(reaction, { exact: true }).waitFor();
    expect(await preview.getByRole('button', { name: reaction }).count()).toBe(0);
  }
  await saveScreenshot(page, `${person.screenshotPrefix}-3-edit-preview`);

  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await toast(page, MESSAGES.postDrafted);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await toast(page, MESSAGES.posted);
  await page.waitForURL('**/posts');

  const after = await listedPosts(baseUrl, person.email, person.password);
  const posted = after.records.find((record) => record.campaign_name === person.campaign);
  expect(posted).toMatchObject({ publish_status: 2, image_count: 2 });
  expect(dialogs).toBe(0);
}

/** A draft saved from the setup alone, found in /posts and opened back on the setup, where it was saved. */
async function saveDraftAndFindBoth(tracked: TrackedPage, person: { campaign: string; draftCampaign: string; agency?: string }) {
  const { page } = tracked;
  await page.goto('/posts/createpost');
  await fillSetup(page, person.draftCampaign, person.agency);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await toast(page, MESSAGES.postDrafted);

  await page.goto('/posts');
  const table = page.getByRole('table', { name: 'Posts' });
  const postedRow = table.getByRole('row').filter({ hasText: person.campaign });
  const draftRow = table.getByRole('row').filter({ hasText: person.draftCampaign });
  await postedRow.getByText('Posted', { exact: true }).waitFor();
  await draftRow.getByText('Draft', { exact: true }).waitFor();
  await draftRow.getByRole('link', { name: `Open ${person.draftCampaign} in editor` }).click();
  await page.waitForURL('**/posts/createpost**');
  await expect.poll(() => page.getByLabel('Campaign name').inputValue()).toBe(person.draftCampaign);
}

for (const writer of WRITERS) {
  describe(`creating posts with ${writer.name}`, () => {
    it('takes a Member through the three stages to a draft and a post, both in /posts', async () => {
      const slug = writer.name.includes('built-in') ? 'builtin' : 'model';
      const email = `member.${slug}@harbor.example`;
      const { organizationId } = await createOrganizationWithMember(writer.baseUrl(), `Harbor City EDO ${slug}`, {
        email,
        password: MEMBER_PASSWORD,
        names: ['Morgan', 'Lee'],
      });
      // Posting sends the post to the organisation's chosen accounts: the sandbox network's here.
      await connectSandbox(writer.baseUrl(), await apiSignIn(writer.baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password), organizationId);
      const tracked = await openPage(browser, { width: 1440, height: 900, baseUrl: writer.baseUrl() });
      await signIn(tracked.page, email, MEMBER_PASSWORD);
      await waitForShell(tracked.page);
      const person = { email, password: MEMBER_PASSWORD, campaign: `Megasite launch ${slug}`, draftCampaign: `Workforce week ${slug}` };
      await createPostThroughWizard(tracked, writer, { ...person, screenshotPrefix: `create-post-member-${slug}` });
      await saveDraftAndFindBoth(tracked, person);
      await saveScreenshot(tracked.page, `create-post-member-${slug}-reopened-draft`);
      expectNoProblems(tracked.problems);
      await tracked.context.close();
    });

    it('takes an agency user through the same stages for a client organisation chosen in the agency selector', async () => {
      const slug = writer.name.includes('built-in') ? 'builtin' : 'model';
      const client = `Summit Valley Partnership ${slug}`;
      const { organizationId } = await createOrganizationWithMember(writer.baseUrl(), client, {
        email: `member.${slug}@summit.example`,
        password: MEMBER_PASSWORD,
        names: ['Sam', 'Ortiz'],
      });
      await connectSandbox(writer.baseUrl(), await apiSignIn(writer.baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password), organizationId);
      const tracked = await openPage(browser, { width: 1440, height: 900, baseUrl: writer.baseUrl(), colorScheme: 'dark' });
      await signIn(tracked.page, E2E_ADMIN.email, E2E_ADMIN.password);
      await waitForShell(tracked.page);
      const person = {
        email: E2E_ADMIN.email,
        password: E2E_ADMIN.password,
        agency: client,
        campaign: `Agency spring push ${slug}`,
        draftCampaign: `Agency draft ${slug}`,
      };
      await createPostThroughWizard(tracked, writer, { ...person, screenshotPrefix: `create-post-agency-${slug}-dark` });
      await saveDraftAndFindBoth(tracked, person);
      // The same screens on a phone.
      await tracked.page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(tracked.page, `create-post-agency-${slug}-390-dark`);
      await tracked.page.goto('/posts');
      await tracked.page.getByText(person.campaign).first().waitFor();
      await saveScreenshot(tracked.page, `posts-agency-${slug}-390-dark`);
      const listed = await listedPosts(writer.baseUrl(), E2E_ADMIN.email, E2E_ADMIN.password);
      expect(listed.records.find((record) => record.campaign_name === person.campaign)?.organization_name).toBe(client);
      expectNoProblems(tracked.problems);
      await tracked.context.close();
    });
  });
}
