import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@roi/contract/messages';
import { createOrganizationWithMember } from './support/api.js';
import { violationsOn } from './support/axe.js';
import { openPage, saveScreenshot, toast } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { choose, fillSetup, settledReply } from './support/create-post.js';
import { startLinkedInProduct, type LinkedInProduct } from './support/linkedin-product.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

/**
 * An organisation's plain-language grade drives the editor's Accessibility check, and its label for
 * posts drafted with the assistant is previewed, listed with the answers the post came from, and
 * reaches LinkedIn at the end of the post (docs/decisions/0031-ai-transparency.md).
 */

let browser: Browser;
let product: LinkedInProduct;
beforeAll(async () => {
  browser = await launchBrowser();
  product = await startLinkedInProduct();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const ADMIN = { email: 'comms.admin@lakeshore.example', password: 'Lakeshore!Admin1' };
const LABEL = 'Drafted with AI assistance';
/** About grade 9 (Flesch–Kincaid), 58 words: above grade 6, within grade 10. */
const GRADE_NINE_TEXT =
  'Our county has opened three new industrial sites near the river port this spring, and each of them already has rail service, water and power in place. ' +
  'Companies that want to expand their operations can begin construction within a few months. ' +
  'Our team will guide you through the permitting process and the regional training programs for new workers.';

async function saveOrganizationSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast(page, MESSAGES.organizationUpdated);
}

/** The preview's text (name, post, reactions), opened whole as a reader would with More: LinkedIn cuts a long post too. */
async function previewText(page: Page): Promise<string> {
  const preview = page.getByRole('region', { name: 'Post preview' });
  const more = preview.getByRole('button', { name: 'More', exact: true });
  if ((await more.count()) > 0) await more.click();
  return preview.innerText();
}

/** The serious and critical axe violations of the screen as it is now, by rule and element: none expected. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await violationsOn(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`));
}

function readingFinding(page: Page) {
  return page.getByRole('region', { name: 'Accessibility check' }).getByText(/This reads at about grade/);
}

describe('AI transparency and the plain-language reading level', () => {
  it('checks the text against the organisation’s grade, and labels a post the assistant drafted in the preview, the editor and on LinkedIn', async () => {
    await createOrganizationWithMember(product.server.baseUrl, 'Lakeshore Development Board', { ...ADMIN, names: ['Robin', 'Hale'], role: 'Admin' });
    const tracked = await openPage(browser, { width: 1440, height: 900, baseUrl: product.server.baseUrl });
    const { page } = tracked;
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForShell(page);

    // Organization Settings: grade 6 and a label, through the screen.
    await page.goto('/orgsetting');
    await choose(page, 'Plain-language reading level', 'Grade 6');
    await page.getByRole('switch', { name: 'Label posts drafted with the AI assistant' }).check();
    const labelField = page.getByRole('textbox', { name: 'Label' });
    // A blank label is refused with a message, and nothing is saved.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, MESSAGES.assistantLabelBlank);
    await labelField.fill(LABEL);
    await saveOrganizationSettings(page);
    await labelField.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'ai-transparency-orgsetting-1440-light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Plain-language reading level' }).innerText()).toContain('Grade 6');
    expect(await page.getByRole('textbox', { name: 'Label' }).inputValue()).toBe(LABEL);

    // LinkedIn connected, so that the post has somewhere to go.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page.waitForURL('**/linkedin-oauth**');
    await page.getByText(MESSAGES.integrationAdded).waitFor();
    await page.getByRole('button', { name: 'Save publishing accounts' }).click();
    await page.waitForURL('**/settings');

    // The assistant drafts the post; the author takes its reply into the editor.
    const campaign = 'River port sites';
    await page.goto('/posts/createpost');
    await fillSetup(page, campaign);
    await page.getByRole('button', { name: 'Next' }).click();
    const prompt = 'Announce three new rail-served sites at the river port';
    await page.getByRole('textbox', { name: 'Prompt' }).fill(prompt);
    await page.getByRole('button', { name: 'Generate' }).click();
    await settledReply(page, 0);
    await page.getByRole('button', { name: 'Next' }).click();
    const editor = page.getByRole('textbox', { name: 'Post text' });
    await expect.poll(() => editor.innerText()).not.toBe('');

    // The editor names the writer of the answer the post came from, and previews the label.
    const assistance = page.getByRole('region', { name: 'AI assistance' });
    await assistance.getByText(/Built-in writer/).waitFor();
    await assistance.getByText(`Asked: ${prompt}`).waitFor();
    await assistance.getByText(LABEL, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Show Preview' }).click();
    await expect.poll(() => previewText(page)).toMatch(new RegExp(`\n\n${LABEL}\n`));

    // The author rewrites the text at about grade 9: grade 6 is named.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(GRADE_NINE_TEXT);
    await expect.poll(() => readingFinding(page).innerText()).toMatch(/about grade 9; your organisation asks for grade 6 or below/);
    // Rewritten, the post is still the assistant's draft: the label stays.
    await expect.poll(() => previewText(page)).toMatch(new RegExp(`\nOur county[^]*workers[.]\n\n${LABEL}\n`));
    await assistance.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'ai-transparency-editor-1440-light');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(page, MESSAGES.postDrafted);

    // The organisation allows grade 10: the same text is not flagged.
    const other = await openPage(browser, { width: 1440, height: 900, baseUrl: product.server.baseUrl, colorScheme: 'dark' });
    await signIn(other.page, ADMIN.email, ADMIN.password);
    await waitForShell(other.page);
    await other.page.setViewportSize({ width: 390, height: 844 });
    await other.page.goto('/orgsetting');
    await choose(other.page, 'Plain-language reading level', 'Grade 10');
    await saveOrganizationSettings(other.page);
    await other.page.getByRole('textbox', { name: 'Label' }).scrollIntoViewIfNeeded();
    await saveScreenshot(other.page, 'ai-transparency-orgsetting-390-dark');
    expect(await seriousViolations(other.page)).toEqual([]);
    expectNoProblems(other.problems);
    await other.context.close();
    await page.reload();
    await editor.waitFor();
    await expect.poll(async () => (await editor.innerText()).replace(/\s+/g, ' ').trim()).toBe(GRADE_NINE_TEXT);
    await page.getByRole('region', { name: 'Accessibility check' }).waitFor();
    await assistance.getByText(/Built-in writer/).waitFor();
    expect(await readingFinding(page).count()).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 844 });
    await assistance.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'ai-transparency-editor-390-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Posted: LinkedIn receives the author's text, then the label on a paragraph of its own.
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, MESSAGES.posted);
    await page.waitForURL('**/posts');
    await expect.poll(() => product.fake.posts.filter((item) => item.commentary.includes('river port')).length, { timeout: 30_000 }).toBeGreaterThan(0);
    for (const item of product.fake.posts.filter((sent) => sent.commentary.includes('river port'))) {
      expect(item.commentary.trimEnd().endsWith(`\n\n${LABEL}`)).toBe(true);
      expect(item.commentary).toContain('Our county has opened three new industrial sites');
    }
    expectNoProblems(tracked.problems);
    await tracked.context.close();
  }, 240_000);
});
