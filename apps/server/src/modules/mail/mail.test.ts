import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import { outbox } from '../../db/schema.js';
import { FIXTURE_PASSWORD, createClientOrganization, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEV_MAILBOX_PATH } from './dev-mailbox.routes.js';

describe('without an SMTP server (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the email in the outbox and shows it, escaped, on the dev mailbox page', async () => {
    const org = await createClientOrganization(t.db, 'Mailbox <Org> & Co');
    const admin = await t.signInAsAgencyAdmin();
    const memberRole = (await t.signIn(org.member.email, FIXTURE_PASSWORD)).role_id;
    const response = await t.as(admin, {
      method: 'POST',
      url: API_PATHS.invite,
      payload: { email: 'kept@mailbox.test', organization_id: org.id, role_id: memberRole },
    });
    expect(response.statusCode).toBe(200);
    const [kept] = await t.db.select().from(outbox).where(eq(outbox.toAddress, 'kept@mailbox.test'));
    expect(kept?.subject).toBe('You are invited to join Mailbox <Org> & Co');
    expect(kept?.textBody).toMatch(/\/userinvite\?externalId=/);
    expect(kept?.htmlBody).toContain('Mailbox &#60;Org&#62; &#38; Co');

    const page = await t.app.inject({ method: 'GET', url: DEV_MAILBOX_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('kept@mailbox.test');
    expect(page.body).toContain('Mailbox &#60;Org&#62; &#38; Co');
    expect(page.body).not.toContain('<Org>');
  });
});

describe('the dev mailbox', () => {
  it('does not exist when an SMTP server is configured, nor in production', async () => {
    const settingsList: Record<string, string>[] = [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, { NODE_ENV: 'production' }];
    for (const settings of settingsList) {
      const t = await createTestApp(settings);
      try {
        expect((await t.app.inject({ method: 'GET', url: DEV_MAILBOX_PATH })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });
});

describe('with an SMTP server that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still answers the request, and records the failed delivery in the outbox', async () => {
    const response = await t.app.inject({ method: 'POST', url: API_PATHS.forgetPasswordOtp, payload: { email: 'admin@agency.test' } });
    expect(response.statusCode).toBe(200);
    let row: typeof outbox.$inferSelect | undefined;
    for (let waited = 0; waited < 100 && !row?.failure; waited++) {
      [row] = await t.db.select().from(outbox).where(eq(outbox.toAddress, 'admin@agency.test'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(row?.failure).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.sentAt).toBeNull();
  });
});
