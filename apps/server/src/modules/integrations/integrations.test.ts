import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { Integration } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { auditLog, integrations } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { createTenantFixture, createTestApp, FIXTURE_PASSWORD, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { connectNetwork } from '../../test/post-fixtures.js';
import { consentOnLinkedIn, linkedInSettings } from '../../test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../../test/linkedin-server.js';
import { TokenCipher } from './token-cipher.js';

let fake: FakeLinkedIn;
let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  fake = await startLinkedInServer();
  t = await createTestApp(linkedInSettings(fake));
  f = await createTenantFixture(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const userIntegrations = (session = f.riversideAdmin, organizationId?: number) =>
  t.as(session, {
    method: 'GET',
    url: `${API_PATHS.userIntegrations}?userId=${session.user_id}${organizationId ? `&organizationId=${organizationId}` : ''}`,
  });

describe('connecting LinkedIn', () => {
  let connection: Integration;

  it('sends the browser to LinkedIn with state, PKCE and the scopes to post as the member and their pages', async () => {
    const started = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.oauthAuthorize, payload: { app_name: 'linkedin' } });
    expect(started.statusCode, started.body).toBe(200);
    const { authorization_url, sandbox } = answerOf(integrationEndpoints.oauthAuthorize, started).data;
    expect(sandbox).toBe(false);
    const url = new URL(authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.authBase}/authorization`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'fake-client-id',
      redirect_uri: 'http://product.test/linkedin-oauth',
      code_challenge_method: 'S256',
      scope: 'openid profile w_member_social r_organization_admin w_organization_social r_organization_social r_member_postAnalytics',
    });
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(40);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('exchanges the code and records the member profile and every page they administer', async () => {
    connection = await connectNetwork(t, f.riversideAdmin, { authorize: consentOnLinkedIn });
    expect(connection).toMatchObject({ app_name: 'linkedin', sandbox: false, display_name: 'Ada Lovelace', state: 'active' });
    expect(connection.accounts.map(({ display_name, account_type, external_id, is_selected }) => ({ display_name, account_type, external_id, is_selected }))).toEqual([
      { display_name: 'Ada Lovelace', account_type: 'Member profile', external_id: 'urn:li:person:member-ada', is_selected: true },
      { display_name: 'Riverbend Growth Partners', account_type: 'Organization page', external_id: 'urn:li:organization:101', is_selected: true },
    ]);
    // A refresh token was granted for a year: the connection lasts that long.
    const days = (Date.parse(connection.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    const token = fake.received.find((request) => request.endpoint === 'token');
    expect(token?.body).toMatchObject({ grant_type: 'authorization_code', redirect_uri: 'http://product.test/linkedin-oauth' });
    expect((token?.body as Record<string, string>).code_verifier).toMatch(/^[\w-]{43,128}$/);
    const rest = fake.received.filter((request) => request.path.startsWith('/rest/'));
    expect(rest.length).toBeGreaterThan(0);
    for (const request of rest) {
      expect(request.headers['linkedin-version']).toBe('202610');
      expect(request.headers['x-restli-protocol-version']).toBe('2.0.0');
    }
  });

  it('answers the accounts for the callback screen and the connections for settings', async () => {
    const linked = await t.as(f.riversideAdmin, {
      method: 'GET',
      url: `${API_PATHS.linkedAccounts}?appName=linkedin&userId=${f.riversideAdmin.user_id}`,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(answerOf(integrationEndpoints.linkedAccounts, linked).accounts.map((account) => account.display_name)).toEqual([
      'Ada Lovelace',
      'Riverbend Growth Partners',
    ]);
    const listed = answerOf(integrationEndpoints.userIntegrations, await userIntegrations());
    expect(listed).toMatchObject({ sandbox: false, can_publish: true });
    expect(listed.timezone).toEqual(expect.any(String));
    expect(listed.records).toHaveLength(1);
    // A Member sees the connections but may not change them.
    const member = answerOf(integrationEndpoints.userIntegrations, await userIntegrations(f.riversideMember));
    expect(member).toMatchObject({ can_publish: false });
    expect(member.records).toHaveLength(1);
  });

  it('keeps tokens encrypted at rest, bound to the organisation, and out of every answer and the audit log', async () => {
    const issued = fake.tokens.at(-1)!;
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, connection.id));
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.accessToken).not.toContain(issued.accessToken);
    expect(row!.refreshToken).not.toContain(issued.refreshToken);
    const cipher = new TokenCipher(t.config.tokenKey);
    expect(cipher.decrypt(row!.accessToken!, f.riverside.id)).toBe(issued.accessToken);
    expect(() => cipher.decrypt(row!.accessToken!, f.lakeside.id)).toThrow();
    expect(() => new TokenCipher(Buffer.alloc(32, 1)).decrypt(row!.accessToken!, f.riverside.id)).toThrow();
    const answers = [(await userIntegrations()).body, JSON.stringify(connection)];
    const audit = JSON.stringify(await t.db.select().from(auditLog));
    for (const text of [...answers, audit]) {
      expect(text).not.toContain(issued.accessToken);
      expect(text).not.toContain(issued.refreshToken);
    }
  });

  it('takes a state once, only from the user who started it', async () => {
    const started = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.oauthAuthorize, payload: { app_name: 'linkedin' } });
    const callback = new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url));
    const finish = (session = f.riversideAdmin, state = callback.searchParams.get('state')) =>
      t.as(session, {
        method: 'POST',
        url: API_PATHS.addIntegration,
        payload: { user_id: session.user_id, app_name: 'linkedin', auth_code: callback.searchParams.get('code'), state },
      });
    const riversideManager = await t.signIn(f.riverside.manager.email, FIXTURE_PASSWORD);
    const stolen = await finish(riversideManager);
    expect(stolen.statusCode).toBe(400);
    expect(errorOf(stolen).message).toBe(MESSAGES.integrationStateInvalid);
    const forged = await finish(f.riversideAdmin, 'made-up-state');
    expect(forged.statusCode).toBe(400);
    // The stolen attempt used the state up: the flow starts again.
    expect((await finish()).statusCode).toBe(400);
  });

  it('says clearly when LinkedIn fails during the exchange, and records nothing', async () => {
    const before = answerOf(integrationEndpoints.userIntegrations, await userIntegrations()).records;
    fake.queue({ match: 'token', kind: 'fail', status: 503 });
    const started = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.oauthAuthorize, payload: { app_name: 'linkedin' } });
    const callback = new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url));
    const response = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.addIntegration,
      payload: {
        user_id: f.riversideAdmin.user_id,
        app_name: 'linkedin',
        auth_code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
    });
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).message).toMatch(/^LinkedIn integration failed: LinkedIn did not issue a token \(503/);
    expect(answerOf(integrationEndpoints.userIntegrations, await userIntegrations()).records).toEqual(before);
  });

  it('lets only those who may publish connect, choose and disconnect, and only in their organisation', async () => {
    const memberStart = await t.as(f.riversideMember, { method: 'POST', url: API_PATHS.oauthAuthorize, payload: { app_name: 'linkedin' } });
    expect(memberStart.statusCode).toBe(403);
    const memberChoice = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.selectAccounts,
      payload: { integration_id: connection.id, account_ids: [] },
    });
    expect(memberChoice.statusCode).toBe(403);
    const lakesideAdmin = await t.signIn(f.lakeside.admin.email, FIXTURE_PASSWORD);
    for (const url of [API_PATHS.selectAccounts, API_PATHS.disconnectIntegration]) {
      const response = await t.as(lakesideAdmin, { method: 'POST', url, payload: { integration_id: connection.id, account_ids: [] } });
      expect(response.statusCode, url).toBe(404);
    }
    const foreign = await t.as(lakesideAdmin, {
      method: 'GET',
      url: `${API_PATHS.userIntegrations}?userId=${lakesideAdmin.user_id}&organizationId=${f.riverside.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    // Agency users act for client organisations.
    const agency = await userIntegrations(f.agencyAdmin, f.riverside.id);
    expect(answerOf(integrationEndpoints.userIntegrations, agency).records.map((record) => record.id)).toEqual([connection.id]);
  });

  it('chooses accounts among the connection’s own, and warns before a connection lapses', async () => {
    const page = connection.accounts[1]!;
    const chosen = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.selectAccounts,
      payload: { integration_id: connection.id, account_ids: [page.id] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(answerOf(integrationEndpoints.selectAccounts, chosen).data.accounts.map((account) => account.is_selected)).toEqual([false, true]);
    const stranger = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.selectAccounts,
      payload: { integration_id: connection.id, account_ids: [page.id + 1000] },
    });
    expect(stranger.statusCode).toBe(400);

    await t.db
      .update(integrations)
      .set({ refreshTokenExpiresAt: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(integrations.id, connection.id));
    expect(answerOf(integrationEndpoints.userIntegrations, await userIntegrations()).records[0]!.state).toBe('expiring');
    await t.db.update(integrations).set({ refreshTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(integrations.id, connection.id));
    expect(answerOf(integrationEndpoints.userIntegrations, await userIntegrations()).records[0]!.state).toBe('expired');
  });

  it('disconnects: the tokens are deleted and the connection is gone from settings', async () => {
    const response = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.disconnectIntegration, payload: { integration_id: connection.id } });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(integrations).where(eq(integrations.id, connection.id));
    expect(row).toMatchObject({ accessToken: null, refreshToken: null });
    expect(answerOf(integrationEndpoints.userIntegrations, await userIntegrations()).records).toEqual([]);
    const again = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.disconnectIntegration, payload: { integration_id: connection.id } });
    expect(again.statusCode).toBe(404);
  });
});

describe('the sandbox network', () => {
  let sandboxApp: TestApp;
  let fixture: TenantFixture;
  beforeAll(async () => {
    sandboxApp = await createTestApp();
    fixture = await createTenantFixture(sandboxApp);
  });
  afterAll(() => sandboxApp.close());

  it('connects without leaving the product, naming the member and the organisation’s page, labelled sandbox', async () => {
    const started = await sandboxApp.as(fixture.riversideAdmin, { method: 'POST', url: API_PATHS.oauthAuthorize, payload: { app_name: 'linkedin' } });
    const start = answerOf(integrationEndpoints.oauthAuthorize, started).data;
    expect(start.sandbox).toBe(true);
    expect(start.authorization_url).toMatch(/^\/linkedin-oauth\?code=sandbox-/);
    const callback = new URL(start.authorization_url, 'http://product.test');
    const added = await sandboxApp.as(fixture.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.addIntegration,
      payload: {
        user_id: fixture.riversideAdmin.user_id,
        app_name: 'linkedin',
        auth_code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    // Nothing is published to until someone chooses (Connect on the callback screen, or settings).
    expect(answerOf(integrationEndpoints.addIntegration, added).data.accounts.map((account) => account.is_selected)).toEqual([false, false]);
    const connection = await connectNetwork(sandboxApp, fixture.riversideAdmin);
    expect(connection).toMatchObject({ sandbox: true, display_name: 'admin Riverside EDO' });
    expect(connection.accounts.map((account) => account.is_selected)).toEqual([true, true]);
    expect(connection.accounts.map((account) => [account.display_name, account.account_type])).toEqual([
      ['admin Riverside EDO', 'Member profile'],
      ['Riverside EDO', 'Organization page'],
    ]);
    const listed = await sandboxApp.as(fixture.riversideAdmin, {
      method: 'GET',
      url: `${API_PATHS.userIntegrations}?userId=${fixture.riversideAdmin.user_id}`,
    });
    expect(listed.json()).toMatchObject({ sandbox: true, records: [{ sandbox: true }] });
  });
});
