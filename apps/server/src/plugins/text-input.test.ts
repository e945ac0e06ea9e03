import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { MESSAGES } from '@roi/contract/messages';
import { serializeError } from '../logger.js';
import { errorOf } from '../test/answers.js';
import { createTenantFixture, createTestApp, type TenantFixture, type TestApp } from '../test/test-app.js';

const NUL = 'a\u0000b';

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

describe('a NUL character in a request', () => {
  const cases: { name: string; url: string; method?: 'POST' | 'PUT'; as?: () => SessionData; payload: () => Record<string, unknown> }[] = [
    { name: 'sign-in email', url: API_PATHS.login, payload: () => ({ email: `x${NUL}@y.org`, password: 'Str0ng!Pass' }) },
    { name: 'sign-in password', url: API_PATHS.login, payload: () => ({ email: f.riversideAdmin.username, password: `Str0ng!${NUL}` }) },
    { name: 'reset email', url: API_PATHS.forgetPasswordOtp, payload: () => ({ email: `x${NUL}@y.org` }) },
    {
      name: 'sign-up organisation name',
      url: API_PATHS.signup,
      payload: () => ({ email: 'nul@signup.test', first_name: 'Ada', last_name: 'Byron', organization_name: NUL, password: 'Str0ng!Pass' }),
    },
    {
      name: 'post campaign name',
      url: API_PATHS.postCreate,
      as: () => f.riversideAdmin,
      payload: () => ({ publish_status: 0, org_id: f.riverside.id, user_id: f.riversideAdmin.user_id, campaign_name: NUL }),
    },
    {
      name: 'profile first name',
      url: API_PATHS.profileEdit,
      method: 'PUT',
      as: () => f.riversideAdmin,
      payload: () => ({
        user_id: f.riversideAdmin.user_id,
        first_name: NUL,
        last_name: 'Admin',
        role_id: f.riversideAdmin.role_id,
        organization_id: f.riverside.id,
      }),
    },
    {
      name: 'user last name',
      url: API_PATHS.userEdit,
      method: 'PUT',
      as: () => f.riversideAdmin,
      payload: () => ({ user_id: f.riversideMember.user_id, first_name: 'Mem', last_name: NUL, role_id: f.riversideMember.role_id, status: 'active' }),
    },
    {
      name: 'organisation name',
      url: API_PATHS.organizationCreate,
      as: () => f.agencyAdmin,
      payload: () => ({ organization_name: NUL, org_type_id: 2 }),
    },
    { name: 'a key of the body', url: API_PATHS.login, payload: () => ({ [`email${NUL}`]: 'x@y.org', password: 'Str0ng!Pass' }) },
  ];

  it.each(cases)('is refused with 400 before anything reads it: $name', async ({ url, method = 'POST', as, payload }) => {
    const request = { method, url, payload: payload() };
    const response = as ? await t.as(as(), request) : await t.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: true, status_code: 400, message: MESSAGES.nulCharacter, code: 'nulCharacter' });
  });

  it('is looked for in a body nested as deep as a megabyte allows, without failing the server', async () => {
    const depth = 400_000;
    const deep = `${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}`;
    const refused = await t.app.inject({ method: 'POST', url: API_PATHS.login, headers: { 'content-type': 'application/json' }, payload: deep });
    expect(refused.statusCode).toBe(400);
    const clean = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const invalid = await t.app.inject({ method: 'POST', url: API_PATHS.login, headers: { 'content-type': 'application/json' }, payload: clean });
    expect(invalid.statusCode).toBe(400);
  });

  it('is refused in a query too', async () => {
    const response = await t.as(f.riversideAdmin, { method: 'GET', url: `${API_PATHS.organizationGet}?orgId=1%00` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(MESSAGES.nulCharacter);
  });
});

describe('a failed statement in the log', () => {
  it("is written with the statement and PostgreSQL's reason, never its parameters", async () => {
    const secret = `$argon2id$v=19$m=19456,t=2,p=1$${NUL}`;
    const failure = await t.db.execute(sql`select ${secret}::text as hash`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const written = JSON.stringify(serializeError(failure));
    expect(written).toContain('Failed query: select $1::text as hash');
    expect(written).not.toContain('argon2id');
    expect(written).not.toContain('params');
  });
});
