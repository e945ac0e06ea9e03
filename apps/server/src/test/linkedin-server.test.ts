import { createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAKE_LINKEDIN_CLIENT, startLinkedInServer, type FakeLinkedIn, type FakeMember } from './linkedin-server.js';

const REDIRECT_URI = 'http://app.test/linkedin-oauth';
const VERSION_HEADERS = { 'linkedin-version': '202610', 'x-restli-protocol-version': '2.0.0' };
const ADA = 'urn:li:person:member-ada';
const RIVERBEND = 'urn:li:organization:101';
const TWO_MEMBERS: FakeMember[] = [
  { sub: 'member-ada', name: 'Ada Lovelace', pages: [{ id: 101, name: 'Riverbend Growth Partners' }] },
  { sub: 'member-grace', name: 'Grace Hopper', pages: [{ id: 202, name: 'Harbour Logistics Park' }] },
];
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(200)]);

/** The answers of LinkedIn's as the tests read them. */
const fieldsSchema = z.record(z.string(), z.unknown());
const refusalSchema = z.object({ message: z.string() });
const uploadSchema = z.object({ value: z.object({ uploadUrlExpiresAt: z.number(), uploadUrl: z.string(), image: z.string() }) });
const postsPageSchema = z.object({ elements: z.array(fieldsSchema), paging: z.unknown() });

let fake: FakeLinkedIn;
afterEach(async () => {
  await fake?.close();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The browser's visit to the consent page: where LinkedIn sends it back to. */
async function authorize(query: Record<string, string>): Promise<URL> {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: FAKE_LINKEDIN_CLIENT.id,
    redirect_uri: REDIRECT_URI,
    state: 'state with spaces & symbols',
    scope: 'openid profile w_member_social r_member_social r_organization_social',
    ...query,
  });
  const response = await fetch(`${fake.authBase}/authorization?${params}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function exchange(fields: Record<string, string>) {
  const response = await fetch(`${fake.authBase}/accessToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: FAKE_LINKEDIN_CLIENT.id, client_secret: FAKE_LINKEDIN_CLIENT.secret, ...fields }),
  });
  return { status: response.status, body: fieldsSchema.parse(await response.json()) };
}

/** A whole consent and code exchange; the access token. */
async function signIn(): Promise<string> {
  const { verifier, challenge } = pkce();
  const back = await authorize({ code_challenge: challenge, code_challenge_method: 'S256' });
  const { body } = await exchange({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  return z.string().parse(body.access_token);
}

function rest(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = VERSION_HEADERS) {
  return fetch(`${fake.apiBase}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function uploadedImage(token: string, owner: string): Promise<string> {
  const init = await rest(token, 'POST', '/rest/images?action=initializeUpload', { initializeUploadRequest: { owner } });
  const { value } = uploadSchema.parse(await init.json());
  const put = await fetch(value.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: PNG_BYTES });
  expect(put.status).toBe(201);
  return value.image;
}

const post = (author: string, commentary: string, content?: unknown) => ({
  author,
  commentary,
  visibility: 'PUBLIC',
  distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
  ...(content !== undefined && { content }),
  lifecycleState: 'PUBLISHED',
  isReshareDisabledByAuthor: false,
});

describe('the LinkedIn fake', () => {
  it('runs the authorization code flow with PKCE: state echoed, wrong verifier refused, codes single use', async () => {
    fake = await startLinkedInServer();
    const { verifier, challenge } = pkce();
    const back = await authorize({ code_challenge: challenge, code_challenge_method: 'S256' });
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state with spaces & symbols');
    const code = back.searchParams.get('code')!;

    const wrong = await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: pkce().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The refused attempt used the code up.
    expect((await exchange({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier })).status).toBe(400);

    const again = pkce();
    const second = (await authorize({ code_challenge: again.challenge, code_challenge_method: 'S256' })).searchParams.get('code')!;
    const grant = { grant_type: 'authorization_code', code: second, redirect_uri: REDIRECT_URI, code_verifier: again.verifier };
    const secretless = await exchange({ ...grant, client_secret: 'not-the-secret' });
    expect(secretless).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const issued = await exchange(grant);
    expect(issued.status).toBe(200);
    expect(issued.body.access_token).toEqual(expect.any(String));
    expect(issued.body.refresh_token).toEqual(expect.any(String));
    expect(issued.body).toMatchObject({
      expires_in: 5_184_000,
      refresh_token_expires_in: 31_536_000,
      scope: 'openid,profile,w_member_social,r_member_social,r_organization_social',
    });
    expect((await exchange(grant)).body).toMatchObject({ error: 'invalid_grant' });

    const userinfo = await rest(issued.body.access_token as string, 'GET', '/v2/userinfo', undefined, {});
    expect(await userinfo.json()).toEqual({
      sub: 'member-ada',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      locale: { country: 'US', language: 'en' },
      email_verified: true,
    });

    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token as string });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(issued.body.access_token);
    expect(refreshed.body.refresh_token).toBe(issued.body.refresh_token);
  });

  it('signs in the member a test chooses, and answers a cancelled or malformed authorization at the redirect URI', async () => {
    fake = await startLinkedInServer({ members: TWO_MEMBERS });
    fake.nextConsent({ member: 'member-grace' });
    const token = await signIn();
    expect(await (await rest(token, 'GET', '/v2/userinfo')).json()).toMatchObject({ sub: 'member-grace' });

    fake.nextConsent({ deny: true });
    const denied = await authorize({ state: 's1' });
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'user_cancelled_authorize',
      error_description: 'The user cancelled the authorization',
      state: 's1',
    });
    expect(denied.search).toContain('error_description=The+user+cancelled+the+authorization');

    const unknownClient = await authorize({ client_id: 'someone-else', state: 's2' });
    expect(unknownClient.searchParams.get('error')).toBe('invalid_request');
    expect(unknownClient.searchParams.get('state')).toBe('s2');
    const noRedirect = await fetch(`${fake.authBase}/authorization?response_type=code&client_id=${FAKE_LINKEDIN_CLIENT.id}&state=x`, {
      redirect: 'manual',
    });
    expect(noRedirect.status).toBe(400);
  });

  it('refuses unknown, expired and revoked tokens with 401; refreshing outlives expiry but not revocation', async () => {
    fake = await startLinkedInServer();
    expect(await (await rest('made-up', 'GET', '/v2/userinfo')).json()).toMatchObject({
      status: 401,
      serviceErrorCode: 65600,
      message: 'Invalid access token',
    });
    const token = await signIn();
    const { refreshToken } = fake.tokens[0]!;
    fake.expireAccessTokens();
    expect((await rest(token, 'GET', '/rest/organizationAcls?q=roleAssignee')).status).toBe(401);
    const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect((await rest(refreshed.body.access_token as string, 'GET', '/v2/userinfo')).status).toBe(200);

    fake.revoke(refreshed.body.access_token as string);
    expect((await rest(refreshed.body.access_token as string, 'GET', '/v2/userinfo')).status).toBe(401);
    expect(await exchange({ grant_type: 'refresh_token', refresh_token: refreshToken })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('requires the versioning headers on every REST call and records each request', async () => {
    fake = await startLinkedInServer();
    const token = await signIn();
    const withoutVersion = await rest(token, 'GET', '/rest/organizationAcls?q=roleAssignee', undefined, { 'x-restli-protocol-version': '2.0.0' });
    expect(withoutVersion.status).toBe(400);
    expect(refusalSchema.parse(await withoutVersion.json()).message).toContain('LinkedIn-Version');
    const withoutProtocol = await rest(token, 'GET', '/rest/organizationAcls?q=roleAssignee', undefined, { 'linkedin-version': '202610' });
    expect(withoutProtocol.status).toBe(400);
    expect(refusalSchema.parse(await withoutProtocol.json()).message).toContain('X-Restli-Protocol-Version');

    const acls = fake.received.filter((request) => request.endpoint === 'acls');
    expect(acls).toHaveLength(2);
    expect(acls[0]).toMatchObject({ method: 'GET', path: '/rest/organizationAcls', query: { q: 'roleAssignee' } });
    expect(acls[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it("lists the pages the member administers and looks up only those", async () => {
    fake = await startLinkedInServer({ members: TWO_MEMBERS });
    const token = await signIn();
    const acls = await rest(token, 'GET', '/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED');
    expect(await acls.json()).toEqual({
      elements: [{ organization: RIVERBEND, role: 'ADMINISTRATOR', state: 'APPROVED', roleAssignee: ADA }],
      paging: { start: 0, count: 10, links: [], total: 1 },
    });
    const page = await rest(token, 'GET', '/rest/organizations/101');
    expect(await page.json()).toMatchObject({ id: 101, localizedName: 'Riverbend Growth Partners', vanityName: 'riverbend-growth-partners' });
    expect((await rest(token, 'GET', '/rest/organizations/202')).status).toBe(403);
    expect((await rest(token, 'GET', '/rest/organizations/999')).status).toBe(404);
  });

  it('initializes an image upload for an owner the member may act as, and takes the bytes', async () => {
    fake = await startLinkedInServer({ members: TWO_MEMBERS });
    const token = await signIn();
    const refused = await rest(token, 'POST', '/rest/images?action=initializeUpload', {
      initializeUploadRequest: { owner: 'urn:li:organization:202' },
    });
    expect(refused.status).toBe(403);

    const init = await rest(token, 'POST', '/rest/images?action=initializeUpload', { initializeUploadRequest: { owner: RIVERBEND } });
    const { value } = uploadSchema.parse(await init.json());
    expect(value.uploadUrl.startsWith(`${fake.url}/upload/`)).toBe(true);
    expect(value.image).toMatch(/^urn:li:image:/);
    expect(value.uploadUrlExpiresAt).toBeGreaterThan(Date.now());
    expect(fake.images[0]).toMatchObject({ id: value.image, owner: RIVERBEND, status: 'WAITING_UPLOAD' });

    expect((await fetch(value.uploadUrl, { method: 'PUT', body: PNG_BYTES })).status).toBe(401);
    const put = await fetch(value.uploadUrl, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: PNG_BYTES });
    expect(put.status).toBe(201);
    expect(fake.images[0]).toMatchObject({ status: 'AVAILABLE', byteLength: PNG_BYTES.length });
    expect(fake.images[0]!.firstBytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
  });

  it('creates single- and multi-image posts, answering 201 with the id in x-restli-id and an empty body', async () => {
    fake = await startLinkedInServer();
    const token = await signIn();
    const one = await uploadedImage(token, RIVERBEND);
    const single = await rest(token, 'POST', '/rest/posts', post(RIVERBEND, 'One picture', { media: { id: one, altText: 'A site' } }));
    expect(single.status).toBe(201);
    expect(await single.text()).toBe('');
    const singleId = single.headers.get('x-restli-id')!;
    expect(singleId).toMatch(/^urn:li:share:\d+$/);

    const two = await uploadedImage(token, RIVERBEND);
    const multi = await rest(token, 'POST', '/rest/posts', post(RIVERBEND, 'Two pictures', { multiImage: { images: [{ id: one }, { id: two }] } }));
    expect(multi.status).toBe(201);
    expect(fake.posts.map(({ id, author, imageIds }) => ({ id, author, imageIds }))).toEqual([
      { id: singleId, author: RIVERBEND, imageIds: [one] },
      { id: multi.headers.get('x-restli-id'), author: RIVERBEND, imageIds: [one, two] },
    ]);
    expect(BigInt(fake.posts[1]!.id.split(':').at(-1)!)).toBeGreaterThan(BigInt(singleId.split(':').at(-1)!));
  });

  it('refuses a post it would not publish, storing nothing', async () => {
    fake = await startLinkedInServer({ members: TWO_MEMBERS });
    const token = await signIn();
    const mine = await uploadedImage(token, RIVERBEND);
    const personal = await uploadedImage(token, ADA);
    const init = await rest(token, 'POST', '/rest/images?action=initializeUpload', { initializeUploadRequest: { owner: RIVERBEND } });
    const notUploaded = uploadSchema.parse(await init.json()).value.image;

    const attempts: [unknown, number][] = [
      [post('urn:li:organization:202', 'Not my page'), 403],
      [post(RIVERBEND, 'x'.repeat(3001)), 422],
      [post(RIVERBEND, 'One is not many', { multiImage: { images: [{ id: mine }] } }), 422],
      [post(RIVERBEND, 'Not uploaded', { media: { id: notUploaded } }), 422],
      [post(RIVERBEND, "Someone else's image", { media: { id: personal } }), 422],
      [post(RIVERBEND, 'Unknown image', { media: { id: 'urn:li:image:nope' } }), 422],
    ];
    for (const [body, status] of attempts) expect((await rest(token, 'POST', '/rest/posts', body)).status).toBe(status);
    expect(fake.posts).toEqual([]);
    expect((await rest(token, 'POST', '/rest/posts', post(RIVERBEND, '\u{1F680}'.repeat(3000)))).status).toBe(201);
  });

  it("finds an author's posts newest first, for authors the member may act as", async () => {
    fake = await startLinkedInServer({ members: TWO_MEMBERS });
    const token = await signIn();
    for (const text of ['first', 'second', 'third']) await rest(token, 'POST', '/rest/posts', post(RIVERBEND, text));
    await rest(token, 'POST', '/rest/posts', post(ADA, 'personal'));

    const found = await rest(token, 'GET', `/rest/posts?author=${encodeURIComponent(RIVERBEND)}&q=author&count=2&sortBy=LAST_MODIFIED`);
    const page = postsPageSchema.parse(await found.json());
    expect(page.elements.map((element) => element.commentary)).toEqual(['third', 'second']);
    expect(page.elements[0]).toMatchObject({
      id: fake.posts[2]!.id,
      author: RIVERBEND,
      createdAt: fake.posts[2]!.createdAt,
      lastModifiedAt: fake.posts[2]!.createdAt,
      lifecycleState: 'PUBLISHED',
    });
    expect(page.paging).toEqual({ start: 0, count: 2, links: [], total: 3 });
    const others = await rest(token, 'GET', `/rest/posts?author=${encodeURIComponent('urn:li:organization:202')}&q=author&count=10`);
    expect(others.status).toBe(403);
  });

  it('fails the next matching request on demand, with Retry-After, without performing it', async () => {
    fake = await startLinkedInServer();
    const token = await signIn();
    fake.queue({ match: 'posts', kind: 'fail', status: 429, retryAfterSeconds: 30 });
    // A request to another endpoint leaves the behaviour for the one it matches.
    expect((await rest(token, 'GET', `/rest/posts?author=${encodeURIComponent(ADA)}&q=author`)).status).toBe(200);

    const limited = await rest(token, 'POST', '/rest/posts', post(ADA, 'Too soon'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    expect(await limited.json()).toMatchObject({ status: 429 });
    expect(fake.posts).toEqual([]);
    expect((await rest(token, 'POST', '/rest/posts', post(ADA, 'Now'))).status).toBe(201);
  });

  it('stores the post but holds the answer until release() with hang-after-action', async () => {
    fake = await startLinkedInServer();
    const token = await signIn();
    fake.queue({ match: 'posts', kind: 'hang-after-action' });
    let answered = false;
    const pending = rest(token, 'POST', '/rest/posts', post(ADA, 'Outcome unknown')).then((response) => {
      answered = true;
      return response;
    });
    await expect.poll(() => fake.posts.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);

    fake.release();
    const response = await pending;
    expect(response.status).toBe(201);
    expect(response.headers.get('x-restli-id')).toBe(fake.posts[0]!.id);
  });

  it('does nothing for a hung request whose client gave up, and closes with requests still held', async () => {
    fake = await startLinkedInServer();
    const token = await signIn();
    fake.queue({ match: 'posts', kind: 'hang' });
    const gaveUp = fetch(`${fake.apiBase}/rest/posts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...VERSION_HEADERS },
      body: JSON.stringify(post(ADA, 'Never sent')),
      signal: AbortSignal.timeout(100),
    });
    await expect(gaveUp).rejects.toThrow();
    // Lets the fake see the connection close before the release.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fake.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.posts).toEqual([]);

    fake.queue({ kind: 'hang' });
    const held = rest(token, 'GET', '/v2/userinfo').catch((error: unknown) => error);
    await expect.poll(() => fake.received.filter((request) => request.endpoint === 'userinfo').length).toBe(1);
    await fake.close();
    expect(await held).toBeInstanceOf(Error);
  });
});
