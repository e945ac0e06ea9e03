import { readFileSync } from 'node:fs';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import { ENDPOINTS } from '@roi/contract/endpoints';
import { apiKeyEndpoints } from '@roi/contract/endpoints/api-keys';
import { postEndpoints } from '@roi/contract/endpoints/posts';
import { utcToZonedLocal } from '@roi/contract/publishing-rules';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@roi/contract/webhooks';
import { answerOf } from '../../test/answers.js';
import { connectNetwork } from '../../test/post-fixtures.js';
import { createTenantFixture, createTestApp, type TenantFixture, type TestApp } from '../../test/test-app.js';
import { signatureHeader } from '../webhooks/webhook-signature.js';

/**
 * The Help centre's "Using the API" article (apps/web/src/features/help/articles/using-the-api.md) is
 * read here as a person would copy it: its curl commands are run against the server with a real key,
 * and its webhook check is run on a signature the server makes. A changed path, header or field that
 * the article still names fails here.
 */
const ARTICLE = readFileSync(new URL('../../../../web/src/features/help/articles/using-the-api.md', import.meta.url), 'utf8');

function blocks(language: string): string[] {
  return [...ARTICLE.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]!);
}

interface Curl {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Each curl command of the article's shell blocks, its continued lines joined. */
function curlCommands(): Curl[] {
  const lines = blocks('sh').join('\n').replace(/\\\n\s*/g, ' ').split('\n');
  return lines
    .filter((line) => line.startsWith('curl '))
    .map((line) => ({
      method: /-X (\w+)/.exec(line)?.[1] ?? 'GET',
      path: /"\$BASE(\/[^"]*)"/.exec(line)![1]!,
      headers: Object.fromEntries(
        [...line.matchAll(/-H "([^:]+): ([^"]+)"/g)].map((match) => [match[1]!.toLowerCase(), match[2]!]),
      ),
      body: /-d '([^']*)'/.exec(line)?.[1],
    }));
}

let t: TestApp;
let f: TenantFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await createTenantFixture(t);
});
afterAll(() => t.close());

describe('the "Using the API" article', () => {
  it('names only calls the API serves, with the method it serves them by', () => {
    const served = new Set([...ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`), `GET ${API_PATHS.openApi}`]);
    const named = curlCommands().map((curl) => `${curl.method} ${curl.path}`);
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(named.filter((call) => !served.has(call))).toEqual([]);
  });

  it("runs as written with a key: the organisations, the posts list, and a post created and scheduled", async () => {
    await connectNetwork(t, f.riversideAdmin);
    const made = await t.as(f.riversideAdmin, {
      method: 'POST',
      url: API_PATHS.apiKeyCreate,
      payload: {
        name: 'Help article',
        permissions: [
          { feature: 'Posts', action: 'View' },
          { feature: 'PostsCreate', action: 'Create' },
          { feature: 'PostsCreate', action: 'Publish' },
        ],
      },
    });
    const key = answerOf(apiKeyEndpoints.apiKeyCreate, made).data.key;
    // What the article tells the reader to fill in: their organisation, the key's maker, a time ahead.
    const filledIn = {
      organization_id: f.riverside.id,
      user_id: f.riversideAdmin.user_id,
      schedule_at: utcToZonedLocal(new Date(Date.now() + 2 * 86_400_000), 'UTC'),
    };
    const apiCalls = curlCommands().filter((curl) => curl.path.startsWith('/api/v1/'));
    for (const curl of apiCalls) {
      expect(curl.headers.authorization).toBe('Bearer $KEY');
      if (curl.body) expect(curl.headers['content-type']).toBe('application/json');
      const body = curl.body ? { ...(JSON.parse(curl.body) as Record<string, unknown>), ...(curl.path === API_PATHS.postCreate ? filledIn : {}) } : undefined;
      const answer = await t.app.inject({
        method: curl.method as 'GET' | 'POST',
        url: curl.path,
        headers: { authorization: `Bearer ${key}` },
        ...(body ? { payload: body } : {}),
      });
      expect(answer.statusCode, `${curl.method} ${curl.path}: ${answer.body}`).toBe(200);
      if (curl.path === API_PATHS.postCreate) {
        const post = answerOf(postEndpoints.postCreate, answer).data;
        expect(post).toMatchObject({ publish_status: 2, campaign_name: 'Spring Site Tour' });
      }
    }
    expect(apiCalls.map((curl) => curl.path)).toContain(API_PATHS.postCreate);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.openApi })).statusCode).toBe(200);
  });

  it("names the webhook headers the server sends, and its check accepts the server's signature and refuses others", () => {
    const named = [...ARTICLE.matchAll(/`(X-Roi-[\w-]+)`/g)].map((match) => match[1]!.toLowerCase());
    expect(named.sort()).toEqual([WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER].sort());
    const [code] = blocks('js');
    type Check = (secret: string, header: string, body: string, nowSeconds?: number) => boolean;
    // The article's code as a reader pastes it, its import given by the test.
    const load = new Function('createHmac', 'timingSafeEqual', `${code!.replace(/^import .*$/m, '')}\nreturn isGenuine;`) as (
      hmac: typeof createHmac,
      equal: typeof timingSafeEqual,
    ) => Check;
    const isGenuine = load(createHmac, timingSafeEqual);
    const secret = 'whsec_article';
    const body = JSON.stringify({ id: 'e1', type: 'post.published', data: { post_id: 41 } });
    const now = Math.floor(Date.now() / 1000);
    expect(isGenuine(secret, signatureHeader(secret, body, now), body)).toBe(true);
    expect(isGenuine(secret, signatureHeader(secret, body, now), body.replace('41', '42'))).toBe(false);
    expect(isGenuine('whsec_other', signatureHeader(secret, body, now), body)).toBe(false);
    expect(isGenuine(secret, signatureHeader(secret, body, now - 600), body)).toBe(false);
  });
});
