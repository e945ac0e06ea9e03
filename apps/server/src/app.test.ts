import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import { schedulingEndpoints } from '@roi/contract/endpoints/scheduling';
import { MESSAGES } from '@roi/contract/messages';
import { buildApp } from './app.js';
import { outbox } from './db/schema.js';
import { loggerOptions } from './logger.js';
import { answerOf, readWith } from './test/answers.js';
import { apiDocumentSchema } from './test/api-document.js';
import { consentOnLinkedIn, linkedInSettings } from './test/linkedin-fixtures.js';
import { FAKE_LINKEDIN_CLIENT, startLinkedInServer } from './test/linkedin-server.js';
import { savedPostOf } from './test/post-fixtures.js';
import { TEST_ADMIN, testConfig } from './test/test-config.js';
import { openTestDatabase } from './test/test-database.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example.org' });
});
afterAll(() => t.close());

describe('the server', () => {
  it('answers the health check with the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: false, status_code: 200, data: { status: 'ok' } });
    const liveness = await t.app.inject({ method: 'GET', url: API_PATHS.liveness });
    expect(liveness.json()).toMatchObject({ error: false, data: { status: 'ok' } });
  });

  it('answers the health check 503 when the database does not answer, and liveness 200 all the same', async () => {
    const database = await openTestDatabase();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unanswering = new Proxy(database.db, {
      get: (db, key): unknown => (key === 'execute' ? () => Promise.reject(refused) : Reflect.get(db, key)),
    });
    const app = await buildApp({ config: testConfig(), database: { ...database, db: unanswering } });
    try {
      const health = await app.inject({ method: 'GET', url: API_PATHS.health });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ error: true, status_code: 503 });
      const liveness = await app.inject({ method: 'GET', url: API_PATHS.liveness });
      expect(liveness.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('sends the security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.health });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets no browser or proxy keep an API answer: a session\'s tokens, a caller\'s data, a refusal', async () => {
    const login = await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    const session = answerOf(authEndpoints.login, login).data;
    const refreshed = await t.app.inject({ method: 'POST', url: API_PATHS.refreshToken, payload: { refreshToken: session.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.profileGet}?userId=${session.user_id}`,
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: API_PATHS.postList, payload: {} });
    expect(refused.statusCode).toBe(401);
    for (const answer of [login, refreshed, profile, refused]) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('closes CORS to origins that are not configured and opens it to those that are', async () => {
    const foreign = await t.app.inject({
      method: 'OPTIONS',
      url: API_PATHS.login,
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const partner = await t.app.inject({
      method: 'OPTIONS',
      url: API_PATHS.login,
      headers: { origin: 'https://partner.example.org', 'access-control-request-method': 'POST' },
    });
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example.org');
  });

  it('refuses a body over the size limit with 413 and the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: true, status_code: 413, message: 'The request is too large.' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: true, status_code: 415 });
  });

  it('answers a malformed address in the envelope too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, status_code: 400 });
  });

  it('gives every error answer a stable code beside its message: the key of the message in the contract', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/svc/nothing-here' });
    expect(unknown.json()).toMatchObject({ status_code: 404, code: 'noRoute' });
    const invalid = await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: 'a@b.co' } });
    expect(invalid.json()).toMatchObject({ status_code: 400, code: 'invalidRequest' });
    const unsigned = await t.app.inject({ method: 'POST', url: API_PATHS.postList, payload: {} });
    expect(unsigned.json()).toEqual({ error: true, status_code: 401, message: MESSAGES.signInRequired, code: 'signInRequired' });
    const wrong = await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: 'nobody@example.org', password: 'Str0ng!Pass' } });
    expect(wrong.json()).toMatchObject({ message: MESSAGES.invalidCredentials, code: 'invalidCredentials' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/svc/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, status_code: 404 });
  });

  it('documents every route of the contract in the generated OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.openApi });
    expect(response.statusCode).toBe(200);
    const document = readWith(apiDocumentSchema, response, 'the API document');
    expect(document.openapi).toMatch(/^3\./);
    const documented = Object.keys(document.paths);
    const contractPaths = Object.values(API_PATHS).filter((path) => path !== API_PATHS.openApi);
    expect(documented.sort()).toEqual([...contractPaths].sort());
    expect(document.paths[API_PATHS.login]?.post?.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'password',
    );
    expect(document.paths[API_PATHS.getMenuAccess]?.get?.parameters?.map((p) => p.name).sort()).toEqual(
      ['langCode', 'orgTypeId', 'organizationId', 'roleId', 'userId'],
    );
  });
});

describe('the logs', () => {
  it('never carry a password or a token, at any depth', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      logger: { ...(loggerOptions('trace') as object), stream: sink },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      const session = answerOf(authEndpoints.login, login).data;
      app.log.info(
        {
          password: 'top-level-secret',
          req: { headers: { authorization: `Bearer ${session.access_token}`, cookie: 'sid=cookie-secret' } },
          body: { refreshToken: session.refresh_token, new_password: 'New!Secret1' },
          detail: { nested: { access_token: 'deep-secret', otp: '123456' }, four: { levels: { client_secret: 'fourth-level' } } },
          attempts: [{ email: TEST_ADMIN.email, password: 'in-a-list' }],
          email: TEST_ADMIN.email,
        },
        'an event with secrets',
      );
      const log = lines.join('');
      expect(log).toContain('an event with secrets');
      expect(log).toContain(TEST_ADMIN.email);
      expect(log).toContain('[redacted]');
      for (const secret of [
        TEST_ADMIN.password,
        session.access_token,
        session.refresh_token,
        'top-level-secret',
        'cookie-secret',
        'New!Secret1',
        'deep-secret',
        '123456',
        'fourth-level',
        'in-a-list',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  it('never carry the secret an address holds: a calendar feed\'s token, an invitation link\'s externalId', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    // In production, where the emails kept in the outbox are not printed in the log either.
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production' }),
      database,
      logger: { ...(loggerOptions('trace') as object), stream: sink },
    });
    let feedToken: string | null;
    let externalId: string | undefined;
    try {
      const login = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      const session = answerOf(authEndpoints.login, login).data;
      const authorization = `Bearer ${session.access_token}`;
      const renewed = await app.inject({ method: 'POST', url: API_PATHS.schedulingFeedAddressRenew, headers: { authorization }, payload: { replace: true } });
      const feedUrl = new URL(answerOf(schedulingEndpoints.schedulingFeedAddressRenew, renewed).data.url!);
      feedToken = feedUrl.searchParams.get('token');
      // The calendar application fetches the feed by its address.
      expect((await app.inject({ method: 'GET', url: `${feedUrl.pathname}${feedUrl.search}` })).statusCode).toBe(200);
      const invited = await app.inject({
        method: 'POST',
        url: API_PATHS.invite,
        headers: { authorization },
        payload: { email: 'address@invitee.test', organization_id: session.org_id, role_id: session.role_id },
      });
      expect(invited.statusCode).toBe(200);
      const kept = (await database.db.select({ text: outbox.textBody }).from(outbox)).map((row) => row.text).join('\n');
      externalId = /externalId=([A-Za-z0-9_-]+)/.exec(kept)?.[1];
      // The invitee's browser opens the link from the email.
      await app.inject({ method: 'GET', url: `/userinvite?externalId=${externalId}`, headers: { accept: 'text/html' } });
    } finally {
      await app.close();
    }
    expect(feedToken).toBeTruthy();
    expect(externalId).toBeDefined();
    const log = lines.join('');
    expect(log).toContain(`${API_PATHS.calendarFeed}?token=[redacted]`);
    expect(log).toContain('/userinvite?externalId=[redacted]');
    expect(log).not.toContain(feedToken!);
    expect(log).not.toContain(externalId!);
  });
});

describe('the logs of emails kept in the outbox in production', () => {
  it('carry neither the codes nor the links the emails hold', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ NODE_ENV: 'production' }),
      database,
      logger: { ...(loggerOptions('trace') as object), stream: sink },
    });
    let kept: string[];
    try {
      expect((await app.inject({ method: 'POST', url: API_PATHS.forgetPasswordOtp, payload: { email: TEST_ADMIN.email } })).statusCode).toBe(200);
      const login = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      const session = answerOf(authEndpoints.login, login).data;
      const invited = await app.inject({
        method: 'POST',
        url: API_PATHS.invite,
        headers: { authorization: `Bearer ${session.access_token}` },
        payload: { email: 'logged@invitee.test', organization_id: session.org_id, role_id: session.role_id },
      });
      expect(invited.statusCode).toBe(200);
      kept = (await database.db.select({ text: outbox.textBody }).from(outbox)).map((row) => row.text);
    } finally {
      // Waits for the deliveries, and so for their log lines.
      await app.close();
    }
    const code = /Your code: (\d{6})/.exec(kept.join('\n'))?.[1];
    const link = /externalId=([A-Za-z0-9_-]+)/.exec(kept.join('\n'))?.[1];
    expect(code).toBeDefined();
    expect(link).toBeDefined();
    const log = lines.join('');
    expect(log).toContain('email kept in the outbox');
    expect(log).toContain('Your password reset code');
    expect(log).toContain('logged@invitee.test');
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toContain(link);
  });
});

describe('the logs of a LinkedIn connection', () => {
  it('carry neither its code and state, nor its tokens, nor the app secret', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const fake = await startLinkedInServer();
    const app = await buildApp({
      config: testConfig(linkedInSettings(fake)),
      database: await openTestDatabase(),
      logger: { ...(loggerOptions('trace') as object), stream: sink },
    });
    try {
      const login = await app.inject({ method: 'POST', url: API_PATHS.login, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      const session = answerOf(authEndpoints.login, login).data;
      const authorization = `Bearer ${session.access_token}`;
      const started = await app.inject({
        method: 'POST',
        url: API_PATHS.oauthAuthorize,
        headers: { authorization },
        payload: { app_name: 'linkedin' },
      });
      const callback = new URL(await consentOnLinkedIn(answerOf(integrationEndpoints.oauthAuthorize, started).data.authorization_url));
      const code = callback.searchParams.get('code')!;
      const state = callback.searchParams.get('state')!;
      // The browser lands on the callback screen with both in its address.
      await app.inject({ method: 'GET', url: `/linkedin-oauth?code=${code}&state=${state}` });
      const added = await app.inject({
        method: 'POST',
        url: API_PATHS.addIntegration,
        headers: { authorization },
        payload: { user_id: session.user_id, app_name: 'linkedin', auth_code: code, state },
      });
      expect(added.statusCode, added.body).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/linkedin-oauth?code=[redacted]&state=[redacted]');
      const issued = fake.tokens.at(-1)!;
      for (const secret of [code, state, issued.accessToken, issued.refreshToken, FAKE_LINKEDIN_CLIENT.secret]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe('the built client', () => {
  it('is served on the same origin, with index.html for client routes and JSON 404s for the API', async () => {
    const { mkdtemp, mkdir, writeFile, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'roi-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: webDistDir }), database });
    try {
      const route = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-type']).toMatch(/^text\/html/);
      expect(route.body).toContain('<div id="root">');
      expect(route.headers['content-security-policy']).toContain("script-src 'self'");
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/index-oldhash.js' });
      expect(missingAsset.statusCode).toBe(404);
      const json = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/v1/svc/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ error: true, status_code: 404 });
      const post = await app.inject({ method: 'POST', url: '/dashboard', payload: {} });
      expect(post.statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });
});

describe('closing the server', () => {
  it('answers in full a request still signing its caller in when closing begins', async () => {
    const closing = await createTestApp();
    const admin = await closing.signInAsAgencyAdmin();
    // The database is kept busy, so that the request waits in its sign-in check when closing begins.
    let release: (() => void) | undefined;
    const busy = closing.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await expect.poll(() => release).toBeDefined();
    const answering = closing.as(admin, {
      method: 'POST',
      url: API_PATHS.postCreate,
      payload: {
        organization_id: admin.org_id,
        user_id: admin.user_id,
        goal: 'Attract investment',
        campaign_name: 'Written while stopping',
        industry: 'Advanced manufacturing',
        region: 'Southeast',
        audience: 'Site selectors',
        publish_status: 1,
        post_content: '<p>Saved all the same</p>',
      },
    });
    // Time for the request to reach its sign-in check, where it waits for the database.
    await delay(100);
    const closed = closing.close();
    release!();
    await busy;
    const response = await answering;
    expect(response.statusCode, response.body).toBe(200);
    expect(savedPostOf(response).post_id).toBeGreaterThan(0);
    await closed;
  });
});
