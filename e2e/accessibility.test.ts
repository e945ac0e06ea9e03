import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MENU_CATALOGUE_PATHS } from '@roi/contract/menu-catalogue';
import { PATHS } from '../apps/web/src/lib/paths.js';
import { E2E_ADMIN } from './support/accounts.js';
import { factEndpoints } from '@roi/contract/endpoints/facts';
import { apiSignIn, callApi, createOrganizationWithMember } from './support/api.js';
import { violationsOn } from './support/axe.js';
import { openPage, saveScreenshot, type TrackedPage } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { signIn, waitForShell } from './support/sign-in.js';

/**
 * Every screen a user can reach, checked by axe-core for WCAG 2.0/2.1/2.2 A and AA, in light and dark
 * mode, on a phone and on a laptop. The screens are the client's own fixed addresses and every path the
 * menu catalogue can grant, so a screen added to either is checked without touching this file.
 */

const MODES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;
const MEMBER = { email: 'member@axe-harbour.example', password: 'Member!Pass1' };

let browser: Browser;
let baseUrl: string;
let organizationId: number;
let memberUserId: number;

/**
 * Every address to open: the client's own and every path the menu can grant. Signing out ends the
 * session, so it is opened last; an address nobody serves shows the not-found page.
 */
const ADDRESSES = [
  ...new Set([...Object.values(PATHS).filter((path) => path !== PATHS.logout), ...MENU_CATALOGUE_PATHS]),
  // The Content Hub's tabs other than the first, each at an address of its own.
  ...['templates', 'hashtags', 'snippets', 'facts'].map((tab) => `${PATHS.contentHub}?tab=${tab}`),
  // Help articles with what the first one (getting-started) lacks: example code, and a table.
  '/help/using-the-api',
  '/help/roles-and-permissions',
  PATHS.logout,
  '/no-such-screen',
];

/** A menu path with its parameters filled in with this run's organisation and member. */
function resolved(path: string): string {
  const parameters: Record<string, string> = {
    orgId: String(organizationId),
    userId: String(memberUserId),
    article: 'getting-started',
  };
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = parameters[name];
    if (value === undefined) throw new Error(`the accessibility suite does not know what to put for :${name} in ${path}`);
    return value;
  });
}

/** The screen is drawn in `mode`: the page is quiet, nothing is still loading, the theme has switched. */
async function settled(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.full-page-status, .MuiCircularProgress-root, .MuiSkeleton-root').first().waitFor({ state: 'detached' });
  await page.waitForFunction((scheme) => getComputedStyle(document.documentElement).colorScheme === scheme, mode);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
}

/** What the run checked, and every serious or critical violation, named by screen, mode and width. */
const checkedScreens = new Set<string>();
let combinations = 0;

/** Opens an address with the system in `mode` (loading it afresh, as a user in that mode would). */
async function open(page: Page, address: string, mode: 'light' | 'dark'): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.goto(resolved(address));
  await settled(page, mode);
  const url = new URL(page.url());
  // A tab named in the address is a screen of its own; other parameters (a redirect) are not.
  const tab = url.searchParams.get('tab');
  return tab ? `${url.pathname}?tab=${tab}` : url.pathname;
}

/**
 * Opens an address and checks the screen it lands on in each mode at each width, unless that screen
 * was already checked. Motion is reduced so that nothing is caught halfway through a transition.
 */
async function checkScreen(page: Page, label: string, address: string): Promise<string[]> {
  const screen = `${label} ${await open(page, address, 'light')}`;
  if (checkedScreens.has(screen)) return [];
  checkedScreens.add(screen);
  const problems: string[] = [];
  for (const mode of MODES) {
    if (mode !== 'light') await open(page, address, mode);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await settled(page, mode);
      combinations += 1;
      if ((mode === 'light' && width === 1440) || (mode === 'dark' && width === 390)) {
        await saveScreenshot(page, `axe-${screen.replace(/\W+/g, '-')}-${mode}-${width}`);
      }
      for (const violation of await violationsOn(page)) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const where = violation.nodes.map((node) => `${node.html}: ${node.failureSummary ?? ''}`).join('\n    ');
        problems.push(`${screen} (${mode}, ${width}px) ${violation.id} [${violation.impact}] ${violation.help}\n    ${where}`);
      }
    }
  }
  return problems;
}

beforeAll(async () => {
  browser = await launchBrowser();
  baseUrl = inject('baseUrl');
  ({ organizationId } = await createOrganizationWithMember(baseUrl, 'Axe Harbour Partnership', { ...MEMBER, names: ['Ada', 'Harbour'] }));
  memberUserId = (await apiSignIn(baseUrl, MEMBER.email, MEMBER.password)).user_id;
  // The Content Hub's Facts tab is checked with a fact in it, not only its empty state. Its words share
  // nothing with the other suites' prompts, so no draft of theirs is written from it.
  const admin = await apiSignIn(baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
  await callApi(baseUrl, factEndpoints.factCreate, {
    session: admin,
    body: { statement: 'Axe reviewed 42 screens of this product.', value: '42', category: 'Other', source: 'https://axe.example/report', as_of: '2026-01-05' },
  });
});
afterAll(async () => {
  await browser?.close();
  console.log(`axe checked ${combinations} screen/mode/width combinations on ${checkedScreens.size} screens: ${[...checkedScreens].join(', ')}`);
});

describe('accessibility of every screen, signed out', () => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser, { width: 1440, height: 900 });
  });
  afterAll(() => tracked?.context.close());

  it.each(ADDRESSES)('%s has no serious or critical axe violation in light and dark, at 390 and 1440 px', async (address) => {
    expect((await checkScreen(tracked.page, 'signed out', address)).join('\n')).toBe('');
  });
});

describe('accessibility of every screen, signed in', () => {
  let tracked: TrackedPage;
  beforeAll(async () => {
    tracked = await openPage(browser, { width: 1440, height: 900 });
    await signIn(tracked.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(tracked.page);
  });
  afterAll(() => tracked?.context.close());

  it.each(ADDRESSES)('%s has no serious or critical axe violation in light and dark, at 390 and 1440 px', async (address) => {
    expect((await checkScreen(tracked.page, 'signed in', address)).join('\n')).toBe('');
  });
});
