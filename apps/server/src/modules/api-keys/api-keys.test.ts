import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX } from '@roi/contract/api-keys';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { MESSAGES } from '@roi/contract/messages';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import type { InjectOptions } from 'fastify';
import { apiKeys, auditLog } from '../../db/schema.js';
import { answerOf, errorOf } from '../../test/answers.js';
import { connectNetwork, POST_SETUP, savedPostOf } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, type TenantFixture, type TestApp } from '../../test/test-app.js';

const RATE_LIMIT = 25;
const POSTS_ONLY = [
  { feature: 'Posts', action: 'View' },
  { feature: 'PostsCreate', action: 'Create' },
  { feature: 'PostsCreate', action: 'Publish' },
] as const;

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

async function createKey(session: SessionData, body: Record<string, unknown>) {
  const response = await t.as(session, { method: 'POST', url: API_PATHS.apiKeyCreate, payload: body });
  return answerOf(apiKeyEndpoints.apiKeyCreate, response).data;
}

function withKey(key: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });
}

const inAnHour = () => utcToZonedLocal(new Date(Date.now() + 60 * 60 * 1000), 'UTC');

describe('API keys', () => {
  it('shows a key once, keeps only its hash, and lists it by name and first characters', async () => {
    const created = await createKey(f.riversideAdmin, { name: 'CRM sync', permissions: POSTS_ONLY });
    expect(created.key.startsWith(API_KEY_PREFIX)).toBe(true);
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(created.key.slice(API_KEY_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(API_KEY_PREFIX.length));
    const list = answerOf(apiKeyEndpoints.apiKeyList, await t.as(f.riversideAdmin, { method: 'GET', url: API_PATHS.apiKeyList }));
    const listed = list.records.find((record) => record.id === created.id)!;
    expect(listed).toMatchObject({ name: 'CRM sync', status: 'active', created_by: f.riversideAdmin.username });
    expect(created.key.startsWith(listed.shown.replace('…', ''))).toBe(true);
    expect(JSON.stringify(list)).not.toContain(created.key);
    // Actions some call checks, never the ones that only show a screen.
    expect(list.grantable).toEqual(expect.arrayContaining([...POSTS_ONLY, { feature: 'ApiKeys', action: 'Edit' }]));
    expect(list.grantable.filter((permission) => permission.feature === 'Help' || permission.action === 'Enable')).toEqual([]);
    // Another organisation does not see it.
    const lakeside = await t.signIn(f.lakeside.admin.email, 'Fixture!Pass1');
    const theirs = answerOf(apiKeyEndpoints.apiKeyList, await t.as(lakeside, { method: 'GET', url: API_PATHS.apiKeyList }));
    expect(theirs.records.map((record) => record.id)).not.toContain(created.id);
  });

  it('lets a posts-only key create and schedule a post, refuses it anything else, and audits each call under the key', async () => {
    await connectNetwork(t, f.riversideAdmin);
    const { key, id } = await createKey(f.riversideAdmin, { name: 'Planner', permissions: POSTS_ONLY });
    const scheduled = await withKey(key, {
      method: 'POST',
      url: API_PATHS.postCreate,
      payload: {
        organization_id: f.riverside.id,
        // The key acts as the person who made it.
        user_id: f.riverside.admin.id,
        ...POST_SETUP,
        publish_status: 2,
        post_content: '<p>Made with an API key</p>',
        post_to: [{ platform_name: 'linkedin' }],
        schedule_at: inAnHour(),
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const post = savedPostOf(scheduled);
    expect(post.scheduled_at).not.toBeNull();
    expect(new Set(post.targets.map((target) => target.state))).toEqual(new Set(['scheduled']));

    const users = await withKey(key, { method: 'POST', url: API_PATHS.userList, payload: {} });
    expect(errorOf(users)).toMatchObject({ status_code: 403, message: MESSAGES.forbidden });
    const keys = await withKey(key, { method: 'GET', url: API_PATHS.apiKeyList });
    expect(keys.statusCode).toBe(403);
    const profile = await withKey(key, { method: 'GET', url: API_PATHS.profileGet, query: { userId: String(f.riverside.admin.id) } });
    expect(errorOf(profile)).toMatchObject({ status_code: 403, message: MESSAGES.apiKeyNotForThisCall });

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.apiKeyId, id));
    const calls = audited.filter((row) => row.event === 'api_key.call').map((row) => row.detail);
    expect(calls).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: API_PATHS.postCreate, status: 200 },
        { method: 'POST', path: API_PATHS.userList, status: 403 },
      ]),
    );
    expect(audited.some((row) => row.event === 'authz.denied')).toBe(true);
  });

  it('refuses a revoked key and an expired key with 401 and a message saying which', async () => {
    const revoked = await createKey(f.riversideAdmin, { name: 'Old site', permissions: POSTS_ONLY });
    const list = () => withKey(revoked.key, { method: 'POST', url: API_PATHS.postList, payload: {} });
    expect((await list()).statusCode).toBe(200);
    const revoke = await t.as(f.riversideAdmin, { method: 'POST', url: API_PATHS.apiKeyRevoke, payload: { api_key_id: revoked.id } });
    expect(answerOf(apiKeyEndpoints.apiKeyRevoke, revoke).data.status).toBe('revoked');
    expect(errorOf(await list())).toMatchObject({ status_code: 401, message: MESSAGES.apiKeyRevoked });

    const expiring = await createKey(f.riversideAdmin, {
      name: 'Trial',
      permissions: POSTS_ONLY,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await t.db.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, expiring.id));
    const expired = await withKey(expiring.key, { method: 'POST', url: API_PATHS.postList, payload: {} });
    expect(errorOf(expired)).toMatchObject({ status_code: 401, message: MESSAGES.apiKeyExpired });

    const unknown = await withKey(`${API_KEY_PREFIX}${'A'.repeat(43)}`, { method: 'POST', url: API_PATHS.postList, payload: {} });
    expect(errorOf(unknown)).toMatchObject({ status_code: 401, message: MESSAGES.apiKeyInvalid });
  });

  it('grants a key only what its maker may do, and only a future expiry', async () => {
    const agencyOnly = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.apiKeyCreate,
      payload: { name: 'Too much', permissions: [{ feature: 'OrganizeManagement', action: 'View' }] },
    });
    expect(errorOf(agencyOnly)).toMatchObject({ status_code: 400, message: MESSAGES.apiKeyPermissionNotHeld });
    const past = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.apiKeyCreate,
      payload: { name: 'Late', permissions: POSTS_ONLY, expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(errorOf(past)).toMatchObject({ status_code: 400, message: MESSAGES.apiKeyExpiryInPast });
    const members = await t.as(f.riversideMember, {
      method: 'POST',
      url: API_PATHS.apiKeyCreate,
      payload: { name: 'Mine', permissions: POSTS_ONLY },
    });
    expect(members.statusCode).toBe(403);
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.name, 'Too much'))).toEqual([]);
  });

  it("lets an agency key act for the agency's clients", async () => {
    const { key } = await createKey(f.agencyAdmin, { name: 'Agency planner', permissions: [{ feature: 'Posts', action: 'View' }] });
    const campaigns = await withKey(key, { method: 'GET', url: API_PATHS.postCampaigns, query: { organizationId: String(f.riverside.id) } });
    expect(campaigns.statusCode, campaigns.body).toBe(200);
  });

  it('limits the calls of each key per minute, with Retry-After', async () => {
    const { key } = await createKey(f.riversideAdmin, { name: 'Busy', permissions: POSTS_ONLY });
    const statuses: number[] = [];
    for (let call = 0; call <= RATE_LIMIT; call += 1) {
      statuses.push((await withKey(key, { method: 'POST', url: API_PATHS.postList, payload: {} })).statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    const limited = await withKey(key, { method: 'POST', url: API_PATHS.postList, payload: {} });
    expect(errorOf(limited)).toMatchObject({ status_code: 429, message: MESSAGES.apiKeyRateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same organisation has its own allowance.
    const other = await createKey(f.riversideAdmin, { name: 'Quiet', permissions: POSTS_ONLY });
    expect((await withKey(other.key, { method: 'POST', url: API_PATHS.postList, payload: {} })).statusCode).toBe(200);
  });
});
