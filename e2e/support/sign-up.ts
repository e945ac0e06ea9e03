import type { Page } from 'playwright-core';
import { saveScreenshot } from './browser.js';
import { codeIn, waitForEmail } from './mailbox.js';

export interface NewOrganization {
  email: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  password: string;
}

/**
 * Signs a new organisation up through the screens, from the sign-in page to the emailed code confirmed
 * and the company details saved. `screenshots` names the screenshots of the sign-up and code screens.
 */
export async function signUpThroughScreens(page: Page, person: NewOrganization, screenshots?: { signUp: string; code: string; details: string }) {
  await page.goto('/login');
  await page.getByRole('link', { name: /sign up/i }).click();
  await page.waitForURL('**/signup');
  await page.getByLabel('Business Email').fill(person.email);
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Organization Name').fill(person.organizationName);
  await page.getByLabel('Set Password').fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  if (screenshots) await saveScreenshot(page, screenshots.signUp);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/otpvalidation');
  await page.getByText(person.email).first().waitFor();
  const code = codeIn((await waitForEmail(person.email, /sign-up code/)).text, 4);

  await page.getByLabel('Verification Code').fill('12');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('check the provided OTP').first().waitFor();

  await page.getByLabel('Verification Code').fill(code);
  if (screenshots) await saveScreenshot(page, screenshots.code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/companydetails');
  await page.getByLabel('Website URL').fill(`https://${person.email.split('@')[1]}`);
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByLabel('Time Zone').click();
  await page.getByRole('option', { name: 'PST' }).click();
  if (screenshots) await saveScreenshot(page, screenshots.details);
  await page.getByRole('button', { name: 'Connect' }).click();
}
