import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import * as schema from './db/schema.js';
import { createTenantFixture, createTestApp, type TenantFixture, type TestApp } from './test/test-app.js';

/**
 * Every registered route fed malformed, oversized, wrongly typed, unicode-heavy and injection-shaped
 * values: the answer is always a clear 4xx in the envelope, never a 5xx, and nothing is
 * stored. Authenticated routes are called by the agency admin, who may call them all, so that the
 * values reach validation and the services rather than stopping at a permission check.
 */

/** Field names of the wire contract, so that hostile values land where validators look. */
const FIELDS = [
  'email', 'password', 'refreshToken', 'otp', 'externalId', 'firstname', 'lastname', 'first_name', 'last_name',
  'organization_id', 'organization_name', 'org_type_id', 'user_id', 'role_id', 'status', 'menus', 'website', 'country',
  'timezone', 'company_logo', 'base64_image', 'old_password', 'new_password', 'category', 'label', 'active', 'sort_order',
  'goal', 'campaign_name', 'industry', 'region', 'audience', 'publish_status', 'post_id', 'post_content', 'post_to',
  'post_assests', 'schedule_at', 'page', 'page_size', 'search', 'org_id', 'keyword', 'prompt', 'text', 'shorten',
  'app_name', 'auth_code', 'state', 'integration_id', 'account_ids', 'target_id', 'date_from', 'date_to',
  'name', 'permissions', 'expires_at', 'api_key_id', 'url', 'events', 'webhook_id', 'file_base64', 'format',
  'campaign_id', 'kind', 'occurred_on', 'note', 'external_id', 'outcome_id', 'recipients',
  'campaign', 'author', 'retention', 'reason', 'hold_id',
];
const QUERY_KEYS = ['token', 'orgId', 'orgTypeId', 'roleId', 'organizationId', 'userId', 'langCode', 'category', 'postId', 'appName', 'include_inactive', 'webhookId'];

/** What each refusal holds, whatever else it does: the error flag, its status and a message. */
const hostileEnvelopeSchema = z.object({ error: z.literal(true), status_code: z.number(), message: z.string() });

const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '\u0000',
  '\u202e\u200b\ufeff',
  '%00%27',
  'NaN',
  '-1',
  '1e309',
  'x'.repeat(70_000),
];

const hostileValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...INJECTIONS),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.object({ maxDepth: 1 })), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const hostileBody = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
const hostileQuery = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...INJECTIONS.slice(0, -1))),
  { maxKeys: 5 },
);

/** Bookkeeping a refused request may still write: who tried what, and the counters that slow them down. */
const BOOKKEEPING = new Set(['audit_log', 'sign_in_throttle', 'generation_throttle', 'rate_limits']);
/**
 * What a call that needs no input at all does whatever else its body carries (unknown fields are
 * dropped, as everywhere): "New signing secret" of the outcomes endpoint makes the caller's secret.
 */
const WRITTEN_WITHOUT_INPUT = new Set(['outcome_secrets']);

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!isTable(table) || BOOKKEEPING.has(getTableName(table)) || WRITTEN_WITHOUT_INPUT.has(getTableName(table))) continue;
    const result = (await t.db.execute(sql`select count(*)::int as total from ${table}`)) as unknown as { rows: { total: number }[] };
    counts[getTableName(table)] = Number(result.rows[0]!.total);
  }
  return counts;
}

function isTable(value: unknown): value is PgTable {
  try {
    return Boolean(getTableConfig(value as PgTable).name);
  } catch {
    return false;
  }
}

describe('hostile input', () => {
  // Every route with every kind of bad input: it grows with the product, so it is given more than the usual time.
  it('answers every route a clear 4xx in the envelope, never a 5xx, and stores nothing', { timeout: 180_000 }, async () => {
    const before = await rowCounts();
    const problems: string[] = [];
    for (const route of t.app.apiRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT';
      await fc.assert(
        fc.asyncProperty(hostileBody, hostileQuery, async (body, query) => {
          const request = { method, url: route.url, query, ...(method === 'GET' ? {} : { payload: JSON.stringify(body) }) };
          const response = route.isPublic
            ? await t.app.inject({ ...request, headers: { 'content-type': 'application/json' } })
            : await t.as(f.agencyAdmin, { ...request, headers: { 'content-type': 'application/json' } });
          const where = `${route.method} ${route.url} with ${JSON.stringify({ body, query }).slice(0, 200)}`;
          if (response.statusCode >= 500) problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('application/json')) {
            const envelope = hostileEnvelopeSchema.safeParse(response.json());
            if (!envelope.success || envelope.data.status_code !== response.statusCode) {
              problems.push(`${where}: no error envelope`);
            }
            if (/\n\s+at |node_modules|stack/i.test(response.body)) problems.push(`${where}: a stack trace`);
          }
        }),
        { numRuns: 30, seed: 20261122 },
      );
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
