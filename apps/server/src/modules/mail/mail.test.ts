import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import { mailEndpoints } from '@roi/contract/endpoints/mail';
import { outbox } from '../../db/schema.js';
import { answerOf } from '../../test/answers.js';
import { FIXTURE_PASSWORD, createClientOrganization, createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_ADMIN } from '../../test/test-config.js';

describe('without an SMTP server (the embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the email in the outbox, which the agency administrator reads signed in', async () => {
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

    const listed = await t.as(admin, { method: 'GET', url: API_PATHS.outbox });
    expect(listed.statusCode).toBe(200);
    const [newest] = answerOf(mailEndpoints.outbox, listed).records;
    expect(newest).toMatchObject({ to: 'kept@mailbox.test', subject: 'You are invited to join Mailbox <Org> & Co' });
    expect(newest?.text).toMatch(/\/userinvite\?externalId=/);
  });

  it('shows the emails to nobody without signing in, nor to a client organisation administrator', async () => {
    const requested = await t.app.inject({ method: 'POST', url: API_PATHS.forgetPasswordOtp, payload: { email: TEST_ADMIN.email } });
    expect(requested.statusCode).toBe(200);
    const [resetEmail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, TEST_ADMIN.email)).orderBy(desc(outbox.id));
    const code = /\d{6}/.exec(resetEmail!.textBody)![0];

    for (const url of [API_PATHS.outbox, '/dev/mailbox']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).not.toBe(200);
      expect(anonymous.body, url).not.toContain(code);
    }
    const org = await createClientOrganization(t.db, 'Curious Partnership');
    const clientAdmin = await t.signIn(org.admin.email, FIXTURE_PASSWORD);
    const refused = await t.as(clientAdmin, { method: 'GET', url: API_PATHS.outbox });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(code);
  });
});

describe('the outbox', () => {
  it('keeps nothing when an SMTP server is configured, and says so', async () => {
    const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      await t.app.inject({ method: 'POST', url: API_PATHS.forgetPasswordOtp, payload: { email: TEST_ADMIN.email } });
      const admin = await t.signInAsAgencyAdmin();
      const listed = await t.as(admin, { method: 'GET', url: API_PATHS.outbox });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject({ kept: false, records: [] });
    } finally {
      await t.close();
    }
  });

  it('is where emails go in production too, while no SMTP server is configured', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      await t.app.inject({ method: 'POST', url: API_PATHS.forgetPasswordOtp, payload: { email: TEST_ADMIN.email } });
      const admin = await t.signInAsAgencyAdmin();
      const listed = await t.as(admin, { method: 'GET', url: API_PATHS.outbox });
      expect(listed.statusCode).toBe(200);
      expect(answerOf(mailEndpoints.outbox, listed).records[0]?.to).toBe(TEST_ADMIN.email);
    } finally {
      await t.close();
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
