import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { SessionData } from '@roi/contract/auth';
import { analyticsEndpoints } from '@roi/contract/endpoints/analytics';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { answerOf } from '../apps/server/src/test/answers.js';
import { consentOnLinkedIn, linkedInSettings } from '../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './support/accounts.js';
import { waitForEmail } from './support/mailbox.js';
import { apiSignIn, callApi, connectSandbox, finishConnection } from './support/api.js';
import { openPage, saveScreenshot, SCREENSHOT_DIR, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { publishNow } from './support/linkedin-product.js';
import { pollUntil } from './support/poll.js';
import { startServer, type RunningServer } from './support/server-process.js';
import { signIn, waitForShell } from './support/sign-in.js';

let browser: Browser;
let fake: FakeLinkedIn;
let linkedInServer: RunningServer;
let sandboxServer: RunningServer;
/** Collections come a second apart, instead of hours: the tests need not wait for a day. */
const WORKERS = { PUBLISH_POLL_MS: '300', ANALYTICS_INTERVAL_SECONDS: '1' };
beforeAll(async () => {
  browser = await launchBrowser();
  fake = await startLinkedInServer();
  const common = { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, SMTP_URL: inject('smtpUrl'), ...WORKERS };
  linkedInServer = await startServer((baseUrl) => ({ ...common, ...linkedInSettings(fake, { LINKEDIN_REDIRECT_URI: `${baseUrl}/linkedin-oauth` }) }));
  sandboxServer = await startServer(common);
});
afterAll(async () => {
  await browser?.close();
  await linkedInServer?.stop();
  await sandboxServer?.stop();
  await fake?.close();
});

const CAMPAIGN = 'Site selector outreach';
const counts = new Intl.NumberFormat('en-US');
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The campaign table's rows once the posts to the page and to the member's profile have been collected. */
async function collectedCampaigns(baseUrl: string, session: SessionData) {
  return pollUntil('the first collection of the posts', async () => {
    const answer = await callApi(baseUrl, analyticsEndpoints.analyticsTable, { session, query: { from: daysAgo(27), to: today(), by: 'campaign' } });
    const rows = answerOf(analyticsEndpoints.analyticsTable, answer).records;
    return rows.length > 0 && rows.every((row) => row.collected === row.posts) ? rows : undefined;
  });
}

describe('Analytics & Reports', () => {
  let tracked: TrackedPage | undefined;
  afterAll(() => tracked?.context.close());

  it('shows what the local LinkedIn server served: overview, campaign and post tables, who we reach named, and a CSV that parses back', async () => {
    const baseUrl = linkedInServer.baseUrl;
    const session = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const started = await callApi(baseUrl, integrationEndpoints.oauthAuthorize, { session, body: { app_name: 'linkedin', organization_id: session.org_id } });
    const location = await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url);
    await finishConnection(baseUrl, session, new URL(location));
    await publishNow(baseUrl, session, CAMPAIGN, 'Two rail-served sites are ready in the Midwest');
    const rows = await collectedCampaigns(baseUrl, session);
    const pagePost = fake.posts.find((post) => post.author === 'urn:li:organization:101')!;
    const served = fake.postStatistics(pagePost.id);
    // The member's own post, from LinkedIn's member post analytics (which counts no clicks).
    const memberServed = fake.memberPostStatistics(fake.posts.find((post) => post.author === 'urn:li:person:member-ada')!.id);
    expect(rows.map((row) => [row.label, row.posts, row.collected, row.counts?.impressions, row.counts?.clicks])).toEqual([
      [CAMPAIGN, 2, 2, served.impressionCount + memberServed.IMPRESSION, served.clickCount],
    ]);

    tracked = await openPage(browser, { width: 1440, height: 900, baseUrl, colorScheme: 'light' });
    const { page } = tracked;
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await page.goto('/analytics');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    // The overview's impressions: every day of the last 28 LinkedIn served for the page.
    let impressions = 0;
    for (let day = 27; day >= 0; day -= 1) impressions += fake.dayStatistics('urn:li:organization:101', daysAgo(day)).impressionCount;
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText(counts.format(impressions), { exact: true }).waitFor();
    await overview.getByText(counts.format(fake.followerCount('urn:li:organization:101')), { exact: true }).waitFor();
    // The chart's numbers are there for screen readers as a table.
    expect(await page.getByRole('table', { name: /Impressions and clicks per day/ }).count()).toBe(1);

    const table = page.getByRole('table', { name: 'Results by campaign' });
    const row = table.getByRole('row').filter({ hasText: CAMPAIGN });
    await row.getByText(counts.format(served.impressionCount + memberServed.IMPRESSION), { exact: true }).waitFor();
    await row.getByText(counts.format(served.clickCount), { exact: true }).waitFor();
    // By post: the member's post has its own numbers, not "Not collected".
    await page.getByRole('tab', { name: 'Post' }).click();
    const memberRow = page.getByRole('table', { name: 'Results by post' }).getByRole('row').filter({ hasText: 'Ada Lovelace' });
    await memberRow.getByText(counts.format(memberServed.IMPRESSION), { exact: true }).waitFor();
    await memberRow.getByText(counts.format(memberServed.REACTION), { exact: true }).first().waitFor();
    expect(await memberRow.getByText('Not collected').count()).toBe(0);
    // LinkedIn counts no clicks on a member's post: its Clicks cell says so, never 0.
    const postHeaders = await page.getByRole('table', { name: 'Results by post' }).getByRole('columnheader').allInnerTexts();
    const clicksColumn = postHeaders.findIndex((header) => header.trim() === 'Clicks');
    expect(clicksColumn).toBeGreaterThan(0);
    // The first column is the row's header; the cells follow it.
    expect(await memberRow.getByRole('cell').nth(clicksColumn - 1).innerText()).toBe('Not counted');
    const pageRow = page.getByRole('table', { name: 'Results by post' }).getByRole('row').filter({ hasText: 'Riverbend Growth Partners' });
    expect(await pageRow.getByRole('cell').nth(clicksColumn - 1).innerText()).toBe(counts.format(served.clickCount));
    await page.getByRole('tab', { name: 'Campaign' }).click();
    // Who we reach is one organisation's: the agency user chooses theirs.
    await page.getByText('Choose one organization to see who its pages reach.').waitFor();
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    const reach = page.getByRole('region', { name: 'Who we reach' });
    await reach.getByRole('region', { name: 'Followers by seniority' }).waitFor();
    expect(await reach.getByRole('table', { name: 'Followers by seniority' }).getByRole('row').filter({ hasText: 'Director' }).innerText()).toContain('205');
    // Industries and countries by name, as LinkedIn's industry taxonomy and geo name them.
    expect(await reach.getByRole('table', { name: 'Followers by industry' }).getByRole('row').filter({ hasText: 'Software Development' }).innerText()).toContain('310');
    expect(await reach.getByRole('table', { name: 'Followers by country' }).getByRole('row').filter({ hasText: 'United States' }).innerText()).toContain('402');
    expect(await reach.getByText(/urn:li:/).count()).toBe(0);
    await reach.scrollIntoViewIfNeeded();
    await reach.screenshot({ path: path.join(SCREENSHOT_DIR, 'analytics-who-we-reach-1440-light.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'analytics-linkedin-1440-light');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'analytics-linkedin-1440-light-full.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const parsed = parse(await readFile((await download.path())!, 'utf8'), { columns: true }) as Record<string, string>[];
    expect(parsed).toEqual(
      rows.map((entry) => ({
        group: entry.label,
        organization: entry.organization_name,
        posts: String(entry.posts),
        collected: String(entry.collected),
        impressions: String(entry.counts!.impressions),
        unique_impressions: String(entry.counts!.unique_impressions),
        clicks: String(entry.counts!.clicks),
        reactions: String(entry.counts!.reactions),
        comments: String(entry.counts!.comments),
        reposts: String(entry.counts!.reposts),
        engagement: entry.counts!.engagement.toFixed(4),
        outcomes: String(entry.outcomes),
        link_clicks: String(entry.link_clicks),
      })),
    );
  });

  it('says why numbers are missing when the connection is no longer the page’s administrator, nor allowed the member’s post analytics', async () => {
    const { page } = tracked!;
    fake.members[0]!.pages[0]!.role = 'CONTENT_ADMIN';
    // LinkedIn no longer honours the member post analytics permission of the connection's tokens.
    const scopes = fake.tokens.map((token) => token.scope);
    for (const token of fake.tokens) token.scope = token.scope.replace(',r_member_postAnalytics', '');
    try {
      const warnings = [page.getByText(MESSAGES.analyticsCannotRead), page.getByText(MESSAGES.analyticsMemberCannotRead)];
      await pollUntil('the refusals to be shown', async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Overview' }).waitFor();
        for (const warning of warnings) if ((await warning.count()) === 0) return undefined;
        return true;
      });
      await page.getByText('Riverbend Growth Partners: its numbers are missing.').waitFor();
      await page.getByText('Ada Lovelace’s own posts: their numbers are missing.').waitFor();
      await saveScreenshot(page, 'analytics-linkedin-cannot-read');
    } finally {
      fake.members[0]!.pages[0]!.role = 'ADMINISTRATOR';
      fake.tokens.forEach((token, index) => (token.scope = scopes[index] ?? token.scope));
    }
  });

  it('records an outcome by hand and receives a signed one from another system, counted in the campaign’s row', async () => {
    const { page } = tracked!;
    await page.reload();
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    const outcomes = page.getByRole('region', { name: 'Outcomes' });
    await outcomes.getByText('No outcomes recorded in this period.').waitFor();

    await outcomes.getByRole('button', { name: 'Record an outcome' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record an outcome' });
    await dialog.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: CAMPAIGN }).click();
    await dialog.getByRole('combobox', { name: 'What happened' }).click();
    await page.getByRole('option', { name: 'Site visit' }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Consultant toured the rail-served site');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const visit = outcomes.getByRole('row').filter({ hasText: 'Consultant toured the rail-served site' });
    await visit.getByText('Site visit').waitFor();
    const campaignRow = page.getByRole('table', { name: 'Results by campaign' }).getByRole('row').filter({ hasText: CAMPAIGN });
    await pollUntil('the campaign row to count the outcome', async () => ((await campaignRow.getByRole('cell').nth(1).innerText()) === '1' ? true : undefined));

    // Another system: a signing secret made on the screen, then an outcome signed with it.
    await page.getByRole('button', { name: 'Make a signing secret' }).click();
    const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^outsec_/);
    const session = await apiSignIn(linkedInServer.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const campaignId = Number(
      answerOf(analyticsEndpoints.analyticsTable, await callApi(linkedInServer.baseUrl, analyticsEndpoints.analyticsTable, { session, query: { from: daysAgo(27), to: today(), by: 'campaign' } }))
        .records[0]!.key,
    );
    const body = JSON.stringify({ organization_id: session.org_id, campaign_id: campaignId, kind: 'lead', occurred_on: today(), note: 'Form on the sites page', external_id: 'crm-7' });
    const time = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', secret).update(`${time}.${body}`).digest('hex');
    const sent = await fetch(`${linkedInServer.baseUrl}/api/v1/outcomes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-roi-signature': `t=${time},v1=${signature}` },
      body,
    });
    expect(sent.status).toBe(200);
    await page.reload();
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    await outcomes.getByRole('row').filter({ hasText: 'Another system (crm-7)' }).getByText('Lead').waitFor();
    await pollUntil('the campaign row to count both outcomes', async () => ((await campaignRow.getByRole('cell').nth(1).innerText()) === '2' ? true : undefined));
    await outcomes.getByRole('button', { name: 'Record an outcome' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'analytics-outcomes-1440-light');

    // The period as a PDF for a board: its text holds the campaign, its figures and its outcomes.
    const [report] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF report' }).click()]);
    expect(report.suggestedFilename()).toMatch(/^agency-linkedin-report-.*\.pdf$/);
    const { text } = await extractText(new Uint8Array(await readFile((await report.path())!)), { mergePages: true });
    const [campaign] = answerOf(
      analyticsEndpoints.analyticsTable,
      await callApi(linkedInServer.baseUrl, analyticsEndpoints.analyticsTable, { session, query: { from: daysAgo(27), to: today(), by: 'campaign' } }),
    ).records;
    for (const expected of ['Agency', CAMPAIGN, counts.format(campaign!.counts!.impressions), 'Site visit', 'Lead', 'Top posts']) {
      expect(text, expected).toContain(expected);
    }

    // Named recipients get last month's report by email, the PDF attached.
    const monthly = page.getByRole('region', { name: 'Monthly report by email' });
    await monthly.getByRole('textbox', { name: 'Recipients' }).fill('board@riverside.example');
    await monthly.getByRole('button', { name: 'Save recipients' }).click();
    await page.getByText(MESSAGES.monthlyReportSaved).waitFor();
    await monthly.getByRole('button', { name: 'Send last month’s report now' }).click();
    const mail = await waitForEmail('board@riverside.example', /^Agency: LinkedIn report for /);
    expect(mail.attachments.map((file) => [file.contentType, file.filename])).toEqual([['application/pdf', expect.stringMatching(/^agency-linkedin-report-.*\.pdf$/) as unknown]]);
    const monthText = (await extractText(new Uint8Array(Buffer.from(mail.attachments[0]!.contentBase64, 'base64')), { mergePages: true })).text;
    expect(monthText).toContain('LinkedIn results, ');
    await monthly.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'analytics-monthly-report-1440-light');
  });

  it('shows the sandbox’s results labelled as sandbox, in dark, at 1440 and 390', async () => {
    const baseUrl = sandboxServer.baseUrl;
    const session = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    await connectSandbox(baseUrl, session, session.org_id);
    await publishNow(baseUrl, session, CAMPAIGN, 'Our workforce data, updated for 2026');
    await collectedCampaigns(baseUrl, session);
    for (const width of [1440, 390]) {
      const sandbox = await openPage(browser, { width, height: 900, baseUrl, colorScheme: 'dark' });
      try {
        const { page } = sandbox;
        await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
        // At 390 the navigation is a drawer: signed in when the address leaves the sign-in page.
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.goto('/analytics');
        await page.getByText(/^Sandbox: made-up results/).first().waitFor();
        await page.getByRole('table', { name: 'Results by campaign' }).getByRole('row').filter({ hasText: CAMPAIGN }).waitFor();
        await page.getByRole('combobox', { name: 'Organization' }).click();
        await page.getByRole('option', { name: 'Agency', exact: true }).click();
        await page.getByRole('region', { name: 'Followers by industry' }).waitFor();
        // The sandbox names its industries and countries through the same lookup.
        const reach = page.getByRole('region', { name: 'Who we reach' });
        await reach.getByRole('table', { name: 'Followers by country' }).getByRole('row').filter({ hasText: 'United States' }).waitFor();
        await reach.getByRole('table', { name: 'Followers by industry' }).getByRole('row').filter({ hasText: 'Government Administration' }).waitFor();
        // Each chart's scale shows its numbers whole, the last one at the chart's edge too ("1,000", not "1,0…").
        const scale = await reach.locator('svg text').allTextContents();
        expect(scale.filter((text) => /^\d[\d,.]*…$/.test(text))).toEqual([]);
        // The view as the reader sees it, from its first charts (taller than a phone's screen).
        await reach.getByRole('region', { name: 'Followers by industry' }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await saveScreenshot(page, `analytics-who-we-reach-${width}-dark`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveScreenshot(page, `analytics-sandbox-${width}-dark`);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, `analytics-sandbox-${width}-dark-full.png`), fullPage: true });
      } finally {
        await sandbox.context.close();
      }
    }
  });
});
