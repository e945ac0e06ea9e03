import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { API_PATHS } from '@roi/contract/api-paths';
import { authEndpoints } from '@roi/contract/endpoints/auth';
import { MESSAGES } from '@roi/contract/messages';
import { z } from 'zod';
import { auditLog, oneTimeCodes, rateLimits, refreshTokens, signInThrottle, users } from '../../db/schema.js';
import { answerOf, errorOf, readWith } from '../../test/answers.js';
import { TEST_ADMIN } from '../../test/test-config.js';
import {
  FIXTURE_PASSWORD,
  createClientOrganization,
  createTestApp,
  menuQuery,
  type ClientOrganization,
  type TestApp,
} from '../../test/test-app.js';
import { readAndSaveDraft } from '../../test/post-fixtures.js';

let t: TestApp;
let client: ClientOrganization;

beforeAll(async () => {
  t = await createTestApp();
  client = await createClientOrganization(t.db, 'Riverside EDO');
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: API_PATHS.login, payload: payload as object });
/** The refresh token as the server stores it. */
const hashOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');

/** Makes a used refresh token look used `seconds` ago. */
async function ageRotation(refreshToken: string, seconds: number) {
  await t.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashOf(refreshToken)));
}

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: API_PATHS.refreshToken, payload: { refreshToken } });

describe('sign-in', () => {
  it('answers the session data of the contract for the seeded admin', async () => {
    const response = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = answerOf(authEndpoints.login, response);
    expect(body).toMatchObject({ error: false, status_code: 200 });
    expect(body.data).toMatchObject({
      username: TEST_ADMIN.email,
      org_type: 1,
      org_id: 1,
      role_name: 'Agency Admin',
      org_name: 'Agency',
      first_name: 'Agency',
      last_name: 'Admin',
      profile_image_url: null,
    });
    expect(body.data.access_token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(typeof body.data.user_id).toBe('number');
    expect(typeof body.data.role_id).toBe('number');
  });

  it('compares the email without case and surrounding space', async () => {
    const response = await login({ email: `  ${client.member.email.toUpperCase()} `, password: FIXTURE_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(answerOf(authEndpoints.login, response).data.org_id).toBe(client.id);
  });

  it('answers the same for a wrong password and an unknown address', async () => {
    const wrong = await login({ email: client.manager.email, password: 'Wrong!Pass1' });
    const unknown = await login({ email: 'nobody@nowhere.test', password: 'Wrong!Pass1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: true, status_code: 401, message: MESSAGES.invalidCredentials, code: 'invalidCredentials' });
    }
  });

  it.each([
    ['no body fields', {}],
    ['a number for the email', { email: 5, password: 'x' }],
    ['an empty password', { email: 'a@b.co', password: '' }],
    ['an email past 254 characters', { email: `${'a'.repeat(250)}@b.co`, password: 'Aa1!aaaa' }],
    ['a password past 128 characters', { email: 'a@b.co', password: `Aa1!${'a'.repeat(130)}` }],
  ])('refuses %s with a clear 400', async (_name, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, status_code: 400 });
    expect(errorOf(response).message).toMatch(/^Invalid request: body/);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, status_code: 400 });
  });

  it('refuses a disabled account with the same answer as a wrong password', async () => {
    const disabled = await createClientOrganization(t.db, 'Disabled Org');
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.member.id));
    const response = await login({ email: disabled.member.email, password: FIXTURE_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(MESSAGES.invalidCredentials);
  });

  it('holds an account after 10 failures in 15 minutes, whatever the address, even with the right password', async () => {
    const target = await createClientOrganization(t.db, 'Locked Org');
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: target.admin.email, password: `Wrong!Pass${attempt}` },
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const held = await login({ email: target.admin.email, password: FIXTURE_PASSWORD });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ error: true, message: MESSAGES.tooManySignInAttempts });
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(readWith(z.object({ retry_after_seconds: z.number() }), held).retry_after_seconds).toBe(retryAfter);
    // Other accounts are not affected.
    expect((await login({ email: target.member.email, password: FIXTURE_PASSWORD })).statusCode).toBe(200);
    // Once the window has passed, the account signs in again.
    await t.db
      .update(signInThrottle)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInThrottle.email, target.admin.email));
    expect((await login({ email: target.admin.email, password: FIXTURE_PASSWORD })).statusCode).toBe(200);
  });

  it('counts attempts sent in parallel: no more than 10 get past the limit', async () => {
    const target = await createClientOrganization(t.db, 'Parallel Org');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => login({ email: target.admin.email, password: `Wrong!Pass${attempt}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('answers an unknown address exactly as a known one, the limit included', async () => {
    const known = await createClientOrganization(t.db, 'Known Org');
    const statusesFor = async (email: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await login({ email, password: `Wrong!Pass${attempt}` })).statusCode);
      }
      return statuses;
    };
    const expected = [...Array<number>(10).fill(401), 429];
    expect(await statusesFor(known.admin.email)).toEqual(expected);
    expect(await statusesFor('nobody-at-all@unknown.test')).toEqual(expected);
  });

  it('does not count a successful sign-in as a failure', async () => {
    const target = await createClientOrganization(t.db, 'Busy Org');
    for (let attempt = 0; attempt < 15; attempt++) {
      expect((await login({ email: target.member.email, password: FIXTURE_PASSWORD })).statusCode).toBe(200);
    }
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.hash).not.toContain(TEST_ADMIN.password);
  });

  it('records sign-ins and failures in the audit log without the password', async () => {
    await login({ email: client.admin.email, password: 'Wrong!Audit1' });
    await login({ email: client.admin.email, password: FIXTURE_PASSWORD });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, client.admin.id));
    expect(entries.map((entry) => entry.event)).toEqual(expect.arrayContaining(['auth.login_failed', 'auth.login']));
    expect(JSON.stringify(entries)).not.toContain('Wrong!Audit1');
    expect(entries.every((entry) => entry.ip === '127.0.0.1')).toBe(true);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new tokens work and the refresh token is replaced', async () => {
    const session = await t.signIn(client.manager.email, FIXTURE_PASSWORD);
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const body = answerOf(authEndpoints.refreshToken, response);
    expect(body).toMatchObject({ error: false, status_code: 200 });
    expect(body.refreshToken).not.toBe(session.refresh_token);
    const menu = await t.app.inject({
      method: 'GET',
      url: API_PATHS.getMenuAccess,
      query: menuQuery(session),
      headers: { authorization: `Bearer ${body.idToken}` },
    });
    expect(menu.statusCode).toBe(200);
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const session = await t.signIn(client.manager.email, FIXTURE_PASSWORD);
    const rotated = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token)).refreshToken;
    await ageRotation(session.refresh_token, 11);
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: true, message: MESSAGES.sessionExpired });
    expect((await refresh(rotated)).statusCode).toBe(401);
    const reuse = await t.db.select().from(auditLog).where(eq(auditLog.event, 'auth.refresh_reuse'));
    expect(reuse.length).toBeGreaterThan(0);
  });

  it('exchanges a token again moments after its rotation, its answer lost, and the session carries on', async () => {
    const own = await createClientOrganization(t.db, 'Lost Answer Org');
    const session = await t.signIn(own.manager.email, FIXTURE_PASSWORD);
    const lost = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token));
    const repeat = await refresh(session.refresh_token);
    expect(repeat.statusCode).toBe(200);
    const retried = answerOf(authEndpoints.refreshToken, repeat);
    expect(retried.refreshToken).not.toBe(lost.refreshToken);
    expect(await readAndSaveDraft(t, { ...session, access_token: retried.idToken })).toEqual([200, 200]);
    // A reload after a reload: the same token once more, still before any successor was used.
    const again = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token));
    expect((await refresh(again.refreshToken)).statusCode).toBe(200);
    const refreshes = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, own.manager.id), eq(auditLog.event, 'auth.refresh')))
      .orderBy(asc(auditLog.id));
    expect(refreshes.map((entry) => entry.detail)).toEqual([{}, { repeated: true }, { repeated: true }, {}]);
  });

  it('ends the session when the successor a repeat retired is presented', async () => {
    const session = await t.signIn(client.manager.email, FIXTURE_PASSWORD);
    const retired = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token)).refreshToken;
    const kept = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token));
    expect((await refresh(retired)).statusCode).toBe(401);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(401);
    expect(await readAndSaveDraft(t, { ...session, access_token: kept.idToken })).toEqual([401, 401]);
  });

  it('repeats no rotation of a session already ended, and records no replay there', async () => {
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    const successor = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token)).refreshToken;
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.logout, payload: { refreshToken: successor } })).statusCode).toBe(200);
    const replays = () => t.db.select().from(auditLog).where(and(eq(auditLog.event, 'auth.refresh_reuse'), eq(auditLog.subjectUserId, client.member.id)));
    const before = (await replays()).length;
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(successor)).statusCode).toBe(401);
    expect(await replays()).toHaveLength(before);
  });

  it('ends the session when a token is presented again after its successor was used, however soon', async () => {
    const session = await t.signIn(client.manager.email, FIXTURE_PASSWORD);
    const successor = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token)).refreshToken;
    const latest = answerOf(authEndpoints.refreshToken, await refresh(successor)).refreshToken;
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: true, message: MESSAGES.sessionExpired });
    expect((await refresh(latest)).statusCode).toBe(401);
  });

  it('answers two simultaneous uses of one token and leaves the session one live refresh token', async () => {
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const issued = answers.map((answer) => hashOf(answerOf(authEndpoints.refreshToken, answer).refreshToken));
    const live = await t.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(and(inArray(refreshTokens.tokenHash, issued), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(1);
  });

  it('refuses unknown, expired and malformed refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.userId, client.member.id));
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const malformed = await t.app.inject({ method: 'POST', url: API_PATHS.refreshToken, payload: { refreshToken: 7 } });
    expect(malformed.statusCode).toBe(400);
  });

  it('sign-out ends the session at once: its access and refresh tokens no longer work, other sessions do', async () => {
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    const otherSession = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    expect(await readAndSaveDraft(t, session)).toEqual([200, 200]);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      payload: { refreshToken: session.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(await readAndSaveDraft(t, session)).toEqual([401, 401]);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect(await readAndSaveDraft(t, otherSession)).toEqual([200, 200]);
  });

  it('ends the access tokens of a family revoked by a replay, the rotated one included', async () => {
    const session = await t.signIn(client.manager.email, FIXTURE_PASSWORD);
    const rotated = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token)).idToken;
    await ageRotation(session.refresh_token, 11);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect(await readAndSaveDraft(t, session)).toEqual([401, 401]);
    expect(await readAndSaveDraft(t, { ...session, access_token: rotated })).toEqual([401, 401]);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await t.signIn(client.member.email, FIXTURE_PASSWORD);
    const stored = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.some((row) => row.hash === session.refresh_token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });
});

describe('records that have ended', () => {
  it('deletes expired refresh tokens, ended failure and rate-limit windows and old expired codes, and nothing still in use', async () => {
    const session = await t.signIn(client.manager.email, FIXTURE_PASSWORD);
    const rotated = answerOf(authEndpoints.refreshToken, await refresh(session.refresh_token)).refreshToken;
    // The used token outlived its lifetime; its successor is the session's live one.
    await t.db.update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshTokens.tokenHash, hashOf(session.refresh_token)));
    const madeUp = ['nobody-1@example.org', 'nobody-2@example.org'];
    for (const email of madeUp) expect((await login({ email, password: 'Wrong password 1!' })).statusCode).toBe(401);
    await t.db.update(signInThrottle).set({ windowStartedAt: sql`now() - interval '16 minutes'` }).where(eq(signInThrottle.email, madeUp[0]!));
    await t.db.insert(rateLimits).values([
      { key: 'signups:203.0.113.7', requests: 3, windowStartedAt: sql`now() - interval '61 minutes'` },
      { key: 'signups:203.0.113.8', requests: 3, windowStartedAt: sql`now()` },
    ]);
    const code = { purpose: 'signup' as const, codeHash: 'x', payload: { firstName: 'Ada' }, expiresAt: sql`now() - interval '1 hour'` };
    await t.db.insert(oneTimeCodes).values([
      { ...code, email: 'old-code@example.org', createdAt: sql`now() - interval '25 hours'` },
      // Expired, but still counted against the day's sends.
      { ...code, email: 'today-code@example.org', createdAt: sql`now() - interval '2 hours'` },
    ]);

    await t.app.endedRecords.runOnce();

    const tokens = await t.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).where(eq(refreshTokens.userId, client.manager.id));
    expect(tokens.map((row) => row.hash)).not.toContain(hashOf(session.refresh_token));
    expect(tokens.map((row) => row.hash)).toContain(hashOf(rotated));
    const throttled = await t.db.select({ email: signInThrottle.email }).from(signInThrottle).where(inArray(signInThrottle.email, madeUp));
    expect(throttled.map((row) => row.email)).toEqual([madeUp[1]]);
    const limits = await t.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'signups:203.0.113.%'));
    expect(limits.map((row) => row.key)).toEqual(['signups:203.0.113.8']);
    const codes = await t.db.select({ email: oneTimeCodes.email }).from(oneTimeCodes).where(like(oneTimeCodes.email, '%-code@example.org'));
    expect(codes.map((row) => row.email)).toEqual(['today-code@example.org']);
    // The session carries on; the deleted token is refused as any unknown one, ending nothing.
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(rotated)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const menuCall = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: API_PATHS.getMenuAccess,
      query: { orgTypeId: '1', roleId: '1', organizationId: '1', langCode: 'en', userId: '1' },
      headers: authorization ? { authorization } : {},
    });

  it('refuses a call with no token', async () => {
    const response = await menuCall();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, status_code: 401, message: MESSAGES.signInRequired, code: 'signInRequired' });
  });

  it('refuses an expired token with the session-expired message', async () => {
    const expired = await new SignJWT({ userId: 1, roleId: 1, orgId: 1, username: TEST_ADMIN.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('roi-social')
      .setAudience('roi-social-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    const response = await menuCall(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(MESSAGES.sessionExpired);
  });

  it('refuses a token that expired after it was last accepted', async () => {
    const session = await t.signInAsAgencyAdmin();
    expect((await menuCall(`Bearer ${session.access_token}`)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.config.accessTokenTtlSeconds + 1) * 1000 });
    try {
      const response = await menuCall(`Bearer ${session.access_token}`);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe(MESSAGES.sessionExpired);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ userId: 1, roleId: 1, orgId: 1, username: TEST_ADMIN.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('roi-social')
      .setAudience('roi-social-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await menuCall(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with the right key under another algorithm (algorithm confusion)', async () => {
    const claims = { userId: 1, roleId: 1, orgId: 1, username: TEST_ADMIN.email };
    for (const alg of ['HS384', 'HS512']) {
      const confused = await new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject('1')
        .setIssuer('roi-social')
        .setAudience('roi-social-api')
        .setExpirationTime('5m')
        .sign(t.config.jwtSecret);
      expect((await menuCall(`Bearer ${confused}`)).statusCode, alg).toBe(401);
    }
    // An 'RS256' header over an HMAC made with the key as if it were a public key.
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ ...claims, sub: '1', iss: 'roi-social', aud: 'roi-social-api', exp: Math.floor(Date.now() / 1000) + 300 })}`;
    const signature = createHmac('sha256', t.config.jwtSecret).update(body).digest('base64url');
    expect((await menuCall(`Bearer ${body}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses a token that is not valid yet', async () => {
    const early = await new SignJWT({ userId: 1, roleId: 1, orgId: 1, username: TEST_ADMIN.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('roi-social')
      .setAudience('roi-social-api')
      .setNotBefore('10m')
      .setExpirationTime('20m')
      .sign(t.config.jwtSecret);
    expect((await menuCall(`Bearer ${early}`)).statusCode).toBe(401);
  });

  it("refuses an unsigned token ('alg: none')", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      userId: 1,
      roleId: 1,
      orgId: 1,
      username: TEST_ADMIN.email,
      sub: '1',
      iss: 'roi-social',
      aud: 'roi-social-api',
      exp: Math.floor(Date.now() / 1000) + 300,
    })}.`;
    expect((await menuCall(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('refuses a garbage authorization header', async () => {
    expect((await menuCall('Bearer not.a.jwt')).statusCode).toBe(401);
    expect((await menuCall('Basic YWRtaW46YWRtaW4=')).statusCode).toBe(401);
  });

  it("stops working at once when the user's account is disabled", async () => {
    const org = await createClientOrganization(t.db, 'Soon Disabled');
    const session = await t.signIn(org.member.email, FIXTURE_PASSWORD);
    const call = () => t.as(session, { method: 'GET', url: API_PATHS.getMenuAccess, query: menuQuery(session) });
    expect((await call()).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, org.member.id));
    expect((await call()).statusCode).toBe(401);
  });
});
