import { expect } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import type { Locator, Page } from 'playwright-core';

/** Picks an option of a select field by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the create-post wizard's first stage with a setup of the seeded reference values. */
export async function fillSetup(page: Page, campaign: string, agency?: string): Promise<void> {
  if (agency) await choose(page, 'Agency', agency);
  await page.getByLabel('Campaign name').fill(campaign);
  await choose(page, 'Goal', 'Attract investment');
  await choose(page, 'Industry', 'Advanced manufacturing');
  await choose(page, 'Region', 'Southeast');
  await choose(page, 'Audience', 'Site selectors');
}

export function replies(page: Page): Locator {
  return page.getByRole('article', { name: 'ROI Assistant reply' });
}

/** Waits until the nth reply has stopped growing (the letter-by-letter reveal has finished). */
export async function settledReply(page: Page, index: number): Promise<string> {
  const reply = replies(page).nth(index);
  await reply.getByRole('button', { name: 'Shorten' }).waitFor();
  await expect.poll(() => reply.getByRole('button', { name: 'Shorten' }).isEnabled(), { timeout: 20_000 }).toBe(true);
  return (await reply.innerText()).trim();
}

/** The setup was found incomplete: a screen reader is told which fields are missing. */
export async function missingFieldsAnnounced(page: Page): Promise<Locator> {
  const announcement = page.getByRole('alert').filter({ hasText: MESSAGES.provideAllFields });
  await announcement.waitFor({ state: 'attached' });
  return announcement;
}
