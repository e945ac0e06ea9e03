import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { POST_SETUP } from '../apps/server/src/test/post-fixtures.js';
import { apiSignIn, callApi, createOrganizationWithMember } from './support/api.js';
import { seriousViolationsOn } from './support/axe.js';
import { openPage, waitForAnimations } from './support/browser.js';
import { launchBrowser } from './support/chromium.js';
import { expectNoProblems, signIn, waitForShell } from './support/sign-in.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'Dialogs!Admin1';
const CAMPAIGN = 'Dialog Check';

/** The row's menu items that open a dialog, by their names in the menu and the dialog's heading. */
const DIALOGS = [
  { item: 'View', dialog: CAMPAIGN },
  { item: 'Submit for approval', dialog: /approval/i },
  { item: 'Set embargo…', dialog: /embargo/i },
  { item: 'Archive', dialog: /archive/i },
  { item: 'Delete', dialog: /delete/i },
];

/** Opens each dialog of a post's row, checks it with axe while it is open, and closes it again. */
async function checkDialogsOf(page: Page): Promise<void> {
  for (const { item, dialog } of DIALOGS) {
    await page.getByRole('button', { name: `More actions for ${CAMPAIGN}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
    const opened = page.getByRole('dialog');
    await opened.waitFor();
    await opened.getByText(dialog).first().waitFor();
    await waitForAnimations(page);
    expect(await seriousViolationsOn(page), `${item} dialog`).toEqual([]);
    await page.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
  }
}

describe('dialogs', () => {
  it('pass axe while open, in light and dark', async () => {
    const slug = Date.now().toString(36);
    const email = `dialogs-admin-${slug}@dialogs.test`;
    const { organizationId } = await createOrganizationWithMember(inject('baseUrl'), `Dialogs EDO ${slug}`, {
      email,
      password: PASSWORD,
      names: ['Dana', 'Dialogs'],
      role: 'Admin',
    });
    const session = await apiSignIn(inject('baseUrl'), email, PASSWORD);
    const saved = await callApi(inject('baseUrl'), postEndpoints.postCreate, {
      session,
      body: {
        organization_id: organizationId,
        user_id: session.user_id,
        ...POST_SETUP,
        campaign_name: CAMPAIGN,
        publish_status: 1,
        post_content: '<p>Every dialog of this post is checked while it is open.</p>',
      },
    });
    expect(saved.statusCode).toBe(200);

    for (const colorScheme of ['light', 'dark'] as const) {
      const tracked = await openPage(browser, { width: 1440, height: 900, colorScheme });
      await signIn(tracked.page, email, PASSWORD);
      await waitForShell(tracked.page);
      await tracked.page.goto('/posts');
      await tracked.page.getByRole('table', { name: 'Posts' }).getByText(CAMPAIGN).waitFor();
      await checkDialogsOf(tracked.page);
      expectNoProblems(tracked.problems);
      await tracked.context.close();
    }
  });
});
