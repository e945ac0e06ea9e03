import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { menuEndpoints } from '@roi/contract/endpoints/menu';
import { answerOf } from '../apps/server/src/test/answers.js';
import { E2E_ADMIN } from './support/accounts.js';
import { receivedBy } from './support/api.js';
import { openPage, saveScreenshot } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, storedSessionKeys, waitForShell } from './support/sign-in.js';

let browser: Browser;

/** Signs the seeded admin in on the sign-in page already open. */
async function signInHere(page: Page): Promise<void> {
  await page.getByPlaceholder('Business Email').fill(E2E_ADMIN.email);
  await page.getByPlaceholder('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing in', () => {
  it('shows the landing page with its Sign In button leading to /login', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/');
    await page.getByText('Step into the Future of Economic Development').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).or(page.getByRole('link', { name: 'Sign In' })).first().click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expectNoProblems(problems);
    await context.close();
  });

  it("answers a malformed email with the spec's message and sends nothing", async () => {
    const { page, context } = await openPage(browser);
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/login')) loginCalls.push(request.url());
    });
    await signIn(page, 'not-an-email', E2E_ADMIN.password);
    await page.getByText('Please check provided email.').waitFor();
    expect(loginCalls).toEqual([]);
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('names both fields when both are invalid', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, 'bad', 'short');
    await page.getByText('Please check provided email and password.').waitFor();
    await context.close();
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, E2E_ADMIN.email, 'Wrong!Pass1');
    await page.getByText('Invalid credentials').waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(await storedSessionKeys(page)).not.toContain('jwToken');

    // The right password afterwards: the earlier error no longer holds, so it leaves with the sign-in page.
    // (The same page, no reload: the error toast would otherwise stay its 5 s over the next screen.)
    await page.getByPlaceholder('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText('Invalid credentials').waitFor({ state: 'hidden', timeout: 2_000 });
    await context.close();
  });

  it('keeps an error toast on screen for its time when the system asks for reduced motion', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, E2E_ADMIN.email, 'Wrong!Pass1');
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Invalid credentials' });
    await toast.waitFor();
    // Its timer runs unseen: neither the moving bar nor the track it runs along is drawn.
    expect(await toast.locator('.Toastify__progress-bar--wrp').evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    // It closes after 5 s; with every animation cut short it had closed within a fraction of a second.
    await expect(toast.waitFor({ state: 'detached', timeout: 2_000 })).rejects.toThrow();
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    await context.close();
  });

  it('signs in the seeded admin into the shell built from the menu, with screenshots at 1280 and 390 px', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280, height: 800 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Dashboard',
      'Posts',
      'Content Hub',
      'Approval & Collaboration',
      'Scheduling & Publishing',
      'Analytics & Reports',
      'Settings',
      'Help',
    ]) {
      // An entry may carry its count of what waits for the person ("Approval & Collaboration 2 waiting for you").
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await navigation.getByRole('link', { name: new RegExp(`^${escaped}(\\s*\\d+ waiting for you)?$`) }).waitFor();
    }
    expect(await storedSessionKeys(page)).toEqual(
      expect.arrayContaining(['authenticated', 'jwToken', 'refreshToken', 'userInfo', 'userTokenInfo']),
    );
    await page.getByText('Agency Admin').first().waitFor();
    await saveScreenshot(page, 'shell-1280');

    await navigation.getByRole('link', { name: 'Posts', exact: true }).click();
    await page.waitForURL('**/posts');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawerNavigation = page.getByRole('navigation', { name: 'Main navigation' });
    const helpLink = drawerNavigation.getByRole('link', { name: 'Help', exact: true });
    await helpLink.waitFor();
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await saveScreenshot(page, 'shell-390-drawer');
    await helpLink.click();
    await page.waitForURL('**/help');
    await drawerNavigation.waitFor({ state: 'hidden' });
    await page.getByRole('main').getByRole('heading', { name: 'Help' }).waitFor();
    await saveScreenshot(page, 'shell-390');
    expectNoProblems(problems);
    await context.close();
  });

  it('gates the profile menu entries by their Enable action and always shows My Profile and Logout', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    for (const label of ['My Profile', 'Organization Settings', 'Organization Management', 'User Management', 'Logout']) {
      await page.getByRole('menuitem', { name: label }).waitFor();
    }
    await context.close();
  });

  it('builds the navigation from the menu it is given: an entry whose Enable is unchecked is not shown', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.route('**/api/v1/svc/menu/getMenuAccess**', async (route) => {
      const answer = await route.fetch();
      const body = answerOf(menuEndpoints.getMenuAccess, await receivedBy(answer));
      for (const item of body.records) {
        if (item.path === '/analytics' || item.path === '/usermanagement') {
          for (const feature of item.feature) {
            for (const action of feature.action) action.checked = false;
          }
        }
      }
      await route.fulfill({ response: answer, json: body });
    });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Content Hub', exact: true }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Analytics & Reports', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Organization Management' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'User Management' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // Nor is its route: the unchecked screen answers the not-found page.
    await page.goto('/analytics');
    await page.getByText('404 - Page Not Found').waitFor();
    expectNoProblems(problems);
    await context.close();
  });

  it("shows '404 - Page Not Found' for an unknown path", async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await page.goto('/no/such/screen');
    await page.getByText('404 - Page Not Found').waitFor();
    // Its header carries the "?" of every signed-in screen: a missing screen is often one the role lacks.
    await page.getByRole('link', { name: 'Help for Page Not Found' }).click();
    await page.waitForURL('**/help/roles-and-permissions');
    await page.getByRole('main').getByRole('heading', { name: 'Roles and permissions', exact: true }).waitFor();
    await context.close();
  });

  it('sends a visitor without a session from a protected path to /login, and there after signing in', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    // A screen below a menu entry is known too, and the address is kept for after signing in.
    await page.goto('/usermanagement/view/1');
    await page.waitForURL('**/login');
    await signInHere(page);
    await page.waitForURL('**/usermanagement/view/1');
    await waitForShell(page);
    expectNoProblems(problems);
    await context.close();
  });

  it('still takes a visitor to the address they wanted when the sign-in page was reloaded on the way', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/usermanagement/view/1');
    await page.waitForURL('**/login');
    // A fresh load of /login shows the sign-in page alone; the address is kept in the history entry.
    await page.reload();
    await signInHere(page);
    await page.waitForURL('**/usermanagement/view/1');
    await waitForShell(page);
    expectNoProblems(problems);
    await context.close();
  });

  it('shows a visitor without a session the not-found page, with a way to sign in, for an unknown address', async () => {
    for (const width of [1440, 390]) {
      const { page, context, problems } = await openPage(browser, { width, height: 900 });
      await page.goto('/no/such/screen');
      await page.getByText('404 - Page Not Found').waitFor();
      expect(new URL(page.url()).pathname).toBe('/no/such/screen');
      await saveScreenshot(page, `not-found-signed-out-${width}`);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/login');
      expectNoProblems(problems);
      await context.close();
    }
  });

  it('signs out from the profile menu, lands on /login and clears the session', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    const refreshToken = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    const revoked = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect((await revoked).status()).toBe(200);
    expect(await storedSessionKeys(page)).not.toContain('jwToken');
    // The session is over on the server too: its refresh token no longer works.
    const refresh = await page.request.post('/auth/get_refresh_token', { data: { refreshToken } });
    expect(refresh.status()).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expectNoProblems(problems);
    await context.close();
  });

  it('keeps the session across a reload and refreshes an expired access token once', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await markAccessTokenExpired(page);
    const before = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    // Counted from the reload on: a call the shell was still making may have refreshed before it.
    const refreshCalls = refreshCallsAfterNavigation(page);
    await page.reload();
    await waitForShell(page);
    expect(refreshCalls).toHaveLength(1);
    expect(await page.evaluate(() => window.localStorage.getItem('refreshToken'))).not.toBe(before);
    await context.close();
  });

  it('keeps the session when the page is reloaded while a refresh is on its way back', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await waitForShell(page);
    await markAccessTokenExpired(page);
    const presented = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    // The server rotates the token, but its answer never reaches the page: the reload comes first.
    let reachedServer!: () => void;
    const rotatedOnServer = new Promise<void>((resolve) => (reachedServer = resolve));
    await page.route('**/auth/get_refresh_token', async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      reachedServer();
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Posts' }).click();
    await rotatedOnServer;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await waitForShell(page);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    const stored = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    expect(stored).not.toBe(presented);
    // The token rotated on the way is no longer the session's: the one stored now carries on.
    expect((await page.request.post('/auth/get_refresh_token', { data: { refreshToken: stored } })).status()).toBe(200);
    expectNoProblems(problems);
    await context.close();
  });
});

/** Makes the stored access token look expired: the client must refresh before its next call. */
async function markAccessTokenExpired(page: Page): Promise<void> {
  await page.evaluate(() => {
    const info: unknown = JSON.parse(window.localStorage.getItem('userTokenInfo') ?? '{}');
    window.localStorage.setItem('userTokenInfo', JSON.stringify(Object.assign({}, info, { exp: Math.floor(Date.now() / 1000) - 10 })));
  });
}

/** The refresh calls the page sends once its main frame has navigated next. */
function refreshCallsAfterNavigation(page: Page): string[] {
  const calls: string[] = [];
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  page.on('request', (request) => {
    if (navigated && request.url().includes('/auth/get_refresh_token')) calls.push(request.url());
  });
  return calls;
}
