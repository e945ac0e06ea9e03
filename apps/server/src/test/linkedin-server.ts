import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of LinkedIn's protocol the product uses — the OAuth 2.0
 * authorization code flow (with PKCE), OpenID Connect's userinfo, organization access control and
 * lookup, image uploads and posts — with failures on demand. Server tests, browser tests and the
 * bench point LINKEDIN_AUTH_BASE at `authBase` and LINKEDIN_API_BASE at `apiBase`.
 *
 * Where LinkedIn's documentation shows a shape, the fake answers it (learn.microsoft.com/linkedin:
 * authorization-code-flow, programmatic-refresh-tokens, sign-in-with-linkedin-v2,
 * organization-access-control-by-role, images-api, posts-api, share-statistics, follower-statistics,
 * organization-lookup-api's networkSizes, members' post-statistics (memberCreatorPostAnalytics), and the
 * standardized data's industry taxonomy and geo).
 */

/** The application registered with the fake: the product's LINKEDIN_CLIENT_ID and _SECRET. */
export const FAKE_LINKEDIN_CLIENT = { id: 'fake-client-id', secret: 'fake-client-secret' } as const;

export interface FakeMember {
  /** The OpenID subject; the member's URN is `urn:li:person:<sub>`. */
  sub: string;
  name: string;
  /**
   * The organization pages the member may post as (state APPROVED), as ADMINISTRATOR unless `role`
   * says otherwise: only an administrator may read a page's statistics.
   */
  pages: { id: number; name: string; role?: 'ADMINISTRATOR' | 'CONTENT_ADMIN' }[];
}

/** organizationalEntityShareStatistics' totalShareStatistics, as the fake serves them. */
export interface FakeShareStatistics {
  impressionCount: number;
  uniqueImpressionsCount: number;
  clickCount: number;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  engagement: number;
}

/** The follower facets the fake serves for every page (lifetime follower statistics). */
export const FAKE_FOLLOWER_FACETS = {
  followerCountsByIndustry: [
    { industry: 'urn:li:industry:4', followerCounts: { organicFollowerCount: 310, paidFollowerCount: 0 } },
    { industry: 'urn:li:industry:44', followerCounts: { organicFollowerCount: 120, paidFollowerCount: 0 } },
  ],
  followerCountsBySeniority: [
    { seniority: 'urn:li:seniority:6', followerCounts: { organicFollowerCount: 205, paidFollowerCount: 0 } },
    { seniority: 'urn:li:seniority:8', followerCounts: { organicFollowerCount: 61, paidFollowerCount: 0 } },
  ],
  followerCountsByFunction: [{ function: 'urn:li:function:4', followerCounts: { organicFollowerCount: 140, paidFollowerCount: 0 } }],
  followerCountsByGeoCountry: [{ geo: 'urn:li:geo:103644278', followerCounts: { organicFollowerCount: 402, paidFollowerCount: 0 } }],
  followerCountsByStaffCountRange: [{ staffCountRange: 'SIZE_201_TO_500', followerCounts: { organicFollowerCount: 77, paidFollowerCount: 0 } }],
  followerCountsByAssociationType: [],
} as const;

/** The industries (industry taxonomy V2) and places (geo) the fake names, by id, as LinkedIn names them. */
export const FAKE_INDUSTRY_NAMES: Record<string, string> = {
  4: 'Software Development',
  25: 'Manufacturing',
  41: 'Banking',
  44: 'Real Estate',
  68: 'Higher Education',
  75: 'Government Administration',
};
export const FAKE_GEO_NAMES: Record<string, string> = {
  103644278: 'United States',
  101174742: 'Canada',
  101165590: 'United Kingdom',
  101282230: 'Germany',
};

/** memberCreatorPostAnalytics' metrics (queryType). */
export const MEMBER_POST_METRICS = ['IMPRESSION', 'MEMBERS_REACHED', 'REACTION', 'COMMENT', 'RESHARE'] as const;
export type MemberPostMetric = (typeof MEMBER_POST_METRICS)[number];

export const DEFAULT_FAKE_MEMBERS: readonly FakeMember[] = [
  { sub: 'member-ada', name: 'Ada Lovelace', pages: [{ id: 101, name: 'Riverbend Growth Partners' }] },
];

/** The endpoints a behaviour can be aimed at. */
export type LinkedInEndpoint =
  | 'authorization'
  | 'token'
  | 'userinfo'
  | 'acls'
  | 'organization'
  | 'images'
  | 'upload'
  | 'posts'
  | 'find-posts'
  | 'share-statistics'
  | 'follower-statistics'
  | 'network-sizes'
  | 'member-post-analytics'
  | 'industries'
  | 'geo';

export type LinkedInBehaviour =
  /** Answers the status with an error body (and Retry-After when given); does not perform the action. */
  | { match?: LinkedInEndpoint; kind: 'fail'; status: number; retryAfterSeconds?: number }
  /** Performs the action (e.g. really stores the post), then holds the answer until `release()`. */
  | { match?: LinkedInEndpoint; kind: 'hang-after-action' }
  /** Does nothing until `release()`, then handles the request normally (unless its client gave up). */
  | { match?: LinkedInEndpoint; kind: 'hang' };

export interface ReceivedLinkedInRequest {
  endpoint: LinkedInEndpoint | undefined;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, the form's fields, or `{ byteLength }` for an upload. */
  body: unknown;
  at: number;
}

export interface FakeToken {
  accessToken: string;
  refreshToken: string;
  sub: string;
  /** Comma-separated, as LinkedIn answers it. */
  scope: string;
  accessTokenExpiresAt: number;
  refreshTokenExpiresAt: number;
  /** The member revoked the grant: its access tokens and its refresh token are refused. */
  revoked: boolean;
}

export interface FakeImage {
  /** urn:li:image:… */
  id: string;
  owner: string;
  uploadUrl: string;
  uploadUrlExpiresAt: number;
  status: 'WAITING_UPLOAD' | 'AVAILABLE';
  byteLength: number;
  /** The first 16 bytes uploaded (to recognise a PNG or a JPEG). */
  firstBytes: Buffer;
  contentType: string | undefined;
}

export interface FakePost {
  /** urn:li:share:… */
  id: string;
  author: string;
  commentary: string;
  imageIds: string[];
  /** Each image's altText as sent (`media.altText`, `multiImage.images[].altText`), null where none came. */
  altTexts: (string | null)[];
  /** The `content` as sent (single `media` or `multiImage`), answered back by find-by-author. */
  content: unknown;
  visibility: string;
  createdAt: number;
}

export interface ConsentOptions {
  /** The `sub` of the member who signs in; the first member when not given. */
  member?: string;
  /** The member presses Cancel. */
  deny?: boolean;
  /** The scopes granted when not all those asked for (an app not approved for some): the token's `scope`. */
  grant?: string[];
}

export interface FakeLinkedIn {
  url: string;
  /** LINKEDIN_AUTH_BASE. */
  authBase: string;
  /** LINKEDIN_API_BASE. */
  apiBase: string;
  members: FakeMember[];
  tokens: FakeToken[];
  images: FakeImage[];
  posts: FakePost[];
  received: ReceivedLinkedInRequest[];
  /** The lifetime statistics served for a post (the same on every call). */
  postStatistics(postId: string): FakeShareStatistics;
  /** The statistics served for a page on one day (UTC, YYYY-MM-DD). */
  dayStatistics(pageUrn: string, day: string): FakeShareStatistics;
  /** The follower count served for a page. */
  followerCount(pageUrn: string): number;
  /** The lifetime count of one metric served for a member's own post (memberCreatorPostAnalytics). */
  memberPostStatistics(postId: string): Record<MemberPostMetric, number>;
  /** Behaviours for the next matching requests, one each, in order; after them, normal answers. */
  queue(...behaviours: LinkedInBehaviour[]): void;
  /** Answers the held requests (normally). */
  release(): void;
  /** Decides the next authorization (each call decides one more, in order). */
  nextConsent(options: ConsentOptions): void;
  /** The member revokes the grant the access token belongs to: its tokens are refused from now on. */
  revoke(accessToken: string): void;
  /** Every access token issued so far expires now; refresh tokens still work. */
  expireAccessTokens(): void;
  close(): Promise<void>;
}

export interface LinkedInServerOptions {
  members?: FakeMember[];
  /** 60 days, as LinkedIn's. */
  accessTokenTtlSeconds?: number;
  /** 365 days, as LinkedIn's. */
  refreshTokenTtlSeconds?: number;
}

const CODE_TTL_MS = 5 * 60_000;
const UPLOAD_URL_TTL_MS = 24 * 60 * 60_000;
const COMMENTARY_MAX_CHARS = 3000;
const MULTI_IMAGE = { min: 2, max: 20 } as const;
const PERSON = 'urn:li:person:';
const ORGANIZATION = 'urn:li:organization:';
const IMAGE = 'urn:li:image:';

interface Authorization {
  sub: string;
  redirectUri: string;
  codeChallenge: string | undefined;
  scope: string;
  issuedAt: number;
  used: boolean;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** JSON; none for an empty body. */
  body?: unknown;
}

class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(`LinkedIn fake refused with ${answer.status}`);
  }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({ status, body, headers });
const refuse = (status: number, message: string, extra: Record<string, unknown> = {}): never => {
  throw new Refusal(json(status, { status, ...extra, message }));
};
const oauthError = (status: number, error: string, description: string): never => {
  throw new Refusal(json(status, { error, error_description: description }, { 'cache-control': 'no-store' }));
};
const opaque = (bytes: number) => randomBytes(bytes).toString('base64url');

export async function startLinkedInServer(options: LinkedInServerOptions = {}): Promise<FakeLinkedIn> {
  const members: FakeMember[] = structuredClone(options.members ?? [...DEFAULT_FAKE_MEMBERS]);
  if (members.length === 0) throw new Error('The LinkedIn fake needs at least one member');
  const accessTtlMs = (options.accessTokenTtlSeconds ?? 5_184_000) * 1000;
  const refreshTtlMs = (options.refreshTokenTtlSeconds ?? 31_536_000) * 1000;

  const tokens: FakeToken[] = [];
  const images: FakeImage[] = [];
  const posts: FakePost[] = [];
  const received: ReceivedLinkedInRequest[] = [];
  const pending: LinkedInBehaviour[] = [];
  const consents: ConsentOptions[] = [];
  const codes = new Map<string, Authorization>();
  const uploads = new Map<string, FakeImage>();
  const held = new Set<() => void>();
  const openResponses = new Set<ServerResponse>();
  let nextShare = 7_300_000_000_000_000_000n;
  let baseUrl = '';

  const server = createServer((request, response) => {
    openResponses.add(response);
    response.on('close', () => openResponses.delete(response));
    void handle(request, response).catch(() => response.destroy());
  });

  // ── Helpers ────────────────────────────────────────────────────────────────────────────────────

  const memberBySub = (sub: string) => members.find((member) => member.sub === sub);

  function organizationName(id: number): string | undefined {
    for (const member of members) {
      const page = member.pages.find((candidate) => candidate.id === id);
      if (page) return page.name;
    }
    return undefined;
  }

  /** The member the bearer token belongs to, or the 401 LinkedIn answers. */
  function authenticate(headers: IncomingHttpHeaders): FakeMember {
    return authenticateToken(headers).member;
  }

  function authenticateToken(headers: IncomingHttpHeaders): { member: FakeMember; token: FakeToken } {
    const bearer = /^Bearer (\S+)$/i.exec(headers.authorization ?? '')?.[1];
    const token = bearer === undefined ? undefined : tokens.find((candidate) => candidate.accessToken === bearer);
    const member = token && memberBySub(token.sub);
    if (!token || token.revoked || token.accessTokenExpiresAt <= Date.now() || !member) {
      return refuse(401, 'Invalid access token', { serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' });
    }
    return { member, token };
  }

  /** True when the member may act as the URN: themself, or a page they administer. */
  function mayActAs(member: FakeMember, urn: unknown): boolean {
    if (typeof urn !== 'string') return false;
    if (urn === `${PERSON}${member.sub}`) return true;
    return urn.startsWith(ORGANIZATION) && member.pages.some((page) => `${ORGANIZATION}${page.id}` === urn);
  }

  function requireActor(member: FakeMember, urn: unknown, field: string): string {
    if (typeof urn !== 'string' || urn === '') refuse(422, `ERROR :: /${field} :: field is required but not found and has no default value`);
    if (!mayActAs(member, urn)) {
      refuse(403, `Member is not allowed to act as ${String(urn)}`, { serviceErrorCode: 100, code: 'ACCESS_DENIED' });
    }
    return urn as string;
  }

  function issueTokens(sub: string, scope: string, refreshToken?: FakeToken): FakeToken {
    const now = Date.now();
    const token: FakeToken = {
      accessToken: `AQ${opaque(48)}`,
      refreshToken: refreshToken?.refreshToken ?? `AQ${opaque(48)}`,
      sub,
      scope,
      accessTokenExpiresAt: now + accessTtlMs,
      // Refreshing keeps the refresh token's own end (programmatic-refresh-tokens: "Refresh Token Lifespan").
      refreshTokenExpiresAt: refreshToken?.refreshTokenExpiresAt ?? now + refreshTtlMs,
      revoked: false,
    };
    tokens.push(token);
    return token;
  }

  function tokenAnswer(token: FakeToken): Answer {
    const now = Date.now();
    return json(
      200,
      {
        access_token: token.accessToken,
        expires_in: Math.round((token.accessTokenExpiresAt - now) / 1000),
        refresh_token: token.refreshToken,
        // What is left of the refresh token (its lifetime does not restart on refresh), to the second.
        refresh_token_expires_in: Math.round((token.refreshTokenExpiresAt - now) / 1000),
        scope: token.scope,
        token_type: 'Bearer',
      },
      { 'cache-control': 'no-store' },
    );
  }

  function paging(query: Record<string, string>): { start: number; count: number } {
    const start = Number(query.start ?? 0);
    const count = Number(query.count ?? 10);
    if (!Number.isInteger(start) || start < 0) refuse(400, 'Invalid value for param start');
    if (!Number.isInteger(count) || count < 1 || count > 100) refuse(400, 'Invalid value for param count');
    return { start, count };
  }

  function page<T>(all: T[], query: Record<string, string>) {
    const { start, count } = paging(query);
    return { elements: all.slice(start, start + count), paging: { start, count, links: [], total: all.length } };
  }

  const objectBody = (body: unknown): Record<string, unknown> =>
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  // ── Endpoints ──────────────────────────────────────────────────────────────────────────────────

  function authorization(query: Record<string, string>): Answer {
    const redirectUri = query.redirect_uri;
    let target: URL;
    try {
      target = new URL(redirectUri ?? '');
    } catch {
      return json(400, { error: 'invalid_request', error_description: 'A valid redirect_uri is required' });
    }
    const redirect = (params: Record<string, string>): Answer => {
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      return { status: 302, headers: { location: target.toString(), 'cache-control': 'no-store' } };
    };
    const state = query.state ?? '';
    const problem =
      query.response_type !== 'code'
        ? 'response_type must be code'
        : query.client_id !== FAKE_LINKEDIN_CLIENT.id
          ? 'The client_id is not registered'
          : !state
            ? 'state is required'
            : query.code_challenge !== undefined && query.code_challenge_method !== 'S256'
              ? 'code_challenge_method must be S256'
              : undefined;
    if (problem) return redirect({ error: 'invalid_request', error_description: problem, state });

    const consent = consents.shift() ?? {};
    if (consent.deny) {
      return redirect({ error: 'user_cancelled_authorize', error_description: 'The user cancelled the authorization', state });
    }
    const sub = consent.member ?? members[0]!.sub;
    const code = `AQ${opaque(64)}`;
    codes.set(code, {
      sub,
      redirectUri: redirectUri!,
      codeChallenge: query.code_challenge,
      scope: (consent.grant ?? (query.scope ?? '').split(/[\s,]+/)).filter(Boolean).join(','),
      issuedAt: Date.now(),
      used: false,
    });
    return redirect({ code, state });
  }

  function accessToken(headers: IncomingHttpHeaders, form: Record<string, string>): Answer {
    if (!(headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      oauthError(400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
    }
    if (form.client_id !== FAKE_LINKEDIN_CLIENT.id || form.client_secret !== FAKE_LINKEDIN_CLIENT.secret) {
      oauthError(401, 'invalid_client', 'Client authentication failed');
    }
    if (form.grant_type === 'authorization_code') {
      if (!form.code) oauthError(400, 'invalid_request', 'A required parameter "code" is missing');
      if (!form.redirect_uri) oauthError(400, 'invalid_request', 'A required parameter "redirect_uri" is missing');
      const authorization = codes.get(form.code!);
      if (!authorization || authorization.used || authorization.issuedAt + CODE_TTL_MS <= Date.now()) {
        oauthError(400, 'invalid_grant', 'The authorization code is invalid, already used or expired');
      }
      // Any redemption uses the code up, a refused one included: a new exchange needs a new authorization.
      authorization!.used = true;
      if (authorization!.redirectUri !== form.redirect_uri) {
        oauthError(400, 'invalid_grant', 'The redirect_uri does not match the authorization request');
      }
      if (authorization!.codeChallenge !== undefined) {
        const verifier = form.code_verifier ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!verifier || challenge !== authorization!.codeChallenge) {
          oauthError(400, 'invalid_grant', 'The code_verifier does not match the code_challenge');
        }
      }
      if (!memberBySub(authorization!.sub)) oauthError(400, 'invalid_grant', 'The member is no longer available');
      return tokenAnswer(issueTokens(authorization!.sub, authorization!.scope));
    }
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token) oauthError(400, 'invalid_request', 'A required parameter "refresh_token" is missing');
      const grant = tokens.find((token) => token.refreshToken === form.refresh_token);
      if (!grant || grant.revoked || grant.refreshTokenExpiresAt <= Date.now() || !memberBySub(grant.sub)) {
        oauthError(400, 'invalid_grant', 'The refresh token is invalid, revoked or expired');
      }
      return tokenAnswer(issueTokens(grant!.sub, grant!.scope, grant));
    }
    return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  function userinfo(member: FakeMember): Answer {
    const [givenName = member.name, ...rest] = member.name.split(' ');
    return json(200, {
      sub: member.sub,
      name: member.name,
      given_name: givenName,
      family_name: rest.join(' '),
      locale: { country: 'US', language: 'en' },
      email_verified: true,
    });
  }

  function organizationAcls(member: FakeMember, query: Record<string, string>): Answer {
    if (query.q !== 'roleAssignee') refuse(400, 'Unsupported finder: q must be roleAssignee');
    const elements = member.pages
      .map((administered) => ({
        organization: `${ORGANIZATION}${administered.id}`,
        role: administered.role ?? 'ADMINISTRATOR',
        state: 'APPROVED',
        roleAssignee: `${PERSON}${member.sub}`,
      }))
      .filter((acl) => (query.role === undefined || query.role === acl.role) && (query.state === undefined || query.state === acl.state));
    return json(200, page(elements, query));
  }

  function organization(member: FakeMember, rawId: string): Answer {
    const id = Number(rawId);
    const name = /^\d+$/.test(rawId) ? organizationName(id) : undefined;
    if (name === undefined) refuse(404, `Organization ${rawId} not found`, { code: 'NOT_FOUND' });
    if (!member.pages.some((administered) => administered.id === id)) {
      refuse(403, `Not enough permissions to access: organizations.GET.${rawId}`, { serviceErrorCode: 100, code: 'ACCESS_DENIED' });
    }
    return json(200, {
      id,
      localizedName: name,
      vanityName: name!.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      name: { localized: { en_US: name }, preferredLocale: { country: 'US', language: 'en' } },
    });
  }

  function initializeUpload(member: FakeMember, query: Record<string, string>, body: unknown): Answer {
    if (query.action !== 'initializeUpload') refuse(400, 'Unsupported action: action must be initializeUpload');
    const request = objectBody(objectBody(body).initializeUploadRequest);
    const owner = requireActor(member, request.owner, 'initializeUploadRequest/owner');
    const uploadToken = opaque(24);
    const image: FakeImage = {
      id: `${IMAGE}D4E10AQ${opaque(12)}`,
      owner,
      uploadUrl: `${baseUrl}/upload/${uploadToken}`,
      uploadUrlExpiresAt: Date.now() + UPLOAD_URL_TTL_MS,
      status: 'WAITING_UPLOAD',
      byteLength: 0,
      firstBytes: Buffer.alloc(0),
      contentType: undefined,
    };
    images.push(image);
    uploads.set(uploadToken, image);
    return json(200, { value: { uploadUrlExpiresAt: image.uploadUrlExpiresAt, uploadUrl: image.uploadUrl, image: image.id } });
  }

  function upload(member: FakeMember, uploadToken: string, headers: IncomingHttpHeaders, bytes: Buffer): Answer {
    const image = uploads.get(uploadToken);
    if (!image) refuse(404, 'Unknown upload URL');
    if (!mayActAs(member, image!.owner)) refuse(403, `Member is not allowed to upload for ${image!.owner}`);
    if (image!.uploadUrlExpiresAt <= Date.now()) refuse(400, 'The upload URL has expired');
    if (bytes.length === 0) refuse(400, 'The upload is empty');
    // A repeated upload (a retry after a lost answer) replaces the bytes.
    image!.byteLength = bytes.length;
    image!.firstBytes = Buffer.from(bytes.subarray(0, 16));
    image!.contentType = headers['content-type'];
    image!.status = 'AVAILABLE';
    return { status: 201 };
  }

  /** The Media entries of a post's content: the one `media`, or `multiImage.images`. */
  function mediaOf(content: unknown): Record<string, unknown>[] {
    if (content === undefined || content === null) return [];
    const { media, multiImage } = objectBody(content);
    const list = media !== undefined ? [media] : objectBody(multiImage).images;
    return Array.isArray(list) ? list.map((entry) => objectBody(entry)) : [];
  }

  function imageIdsOf(author: string, content: unknown): string[] {
    if (content === undefined || content === null) return [];
    const { media, multiImage, ...others } = objectBody(content);
    if (Object.keys(others).length > 0 || (media !== undefined) === (multiImage !== undefined)) {
      refuse(422, 'ERROR :: /content :: exactly one of media or multiImage is supported');
    }
    let ids: unknown[];
    if (media !== undefined) {
      ids = [objectBody(media).id];
    } else {
      const list = objectBody(multiImage).images;
      if (!Array.isArray(list) || list.length < MULTI_IMAGE.min || list.length > MULTI_IMAGE.max) {
        refuse(422, `ERROR :: /content/multiImage/images :: a multi-image post has ${MULTI_IMAGE.min} to ${MULTI_IMAGE.max} images`);
      }
      ids = (list as unknown[]).map((entry) => objectBody(entry).id);
    }
    return ids.map((id) => {
      const image = images.find((candidate) => candidate.id === id);
      if (typeof id !== 'string' || !image) refuse(422, `ERROR :: /content :: ${String(id)} is not a known image`);
      if (image!.status !== 'AVAILABLE') refuse(422, `ERROR :: /content :: ${String(id)} has not been uploaded`);
      if (image!.owner !== author) refuse(422, `ERROR :: /content :: ${String(id)} is not owned by ${author}`);
      return id as string;
    });
  }

  function createPost(member: FakeMember, body: unknown): Answer {
    const post = objectBody(body);
    const author = requireActor(member, post.author, 'author');
    for (const field of ['commentary', 'visibility', 'distribution', 'lifecycleState']) {
      if (post[field] === undefined) refuse(422, `ERROR :: /${field} :: field is required but not found and has no default value`);
    }
    const commentary = post.commentary;
    if (typeof commentary !== 'string') return refuse(422, 'ERROR :: /commentary :: must be a string');
    // Counted as the member reads it: little text's escaping backslashes do not count (a guess: the
    // documentation states no rule), in code points as the product counts.
    const length = Array.from(commentary.replace(/\\([\\|{}@[\]()<>#*_~])/g, '$1')).length;
    if (length > COMMENTARY_MAX_CHARS) {
      refuse(422, `ERROR :: /commentary :: length of ${length} exceeds the maximum of ${COMMENTARY_MAX_CHARS}`);
    }
    if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'].includes(String(post.visibility))) refuse(422, 'ERROR :: /visibility :: invalid value');
    if (post.lifecycleState !== 'PUBLISHED') refuse(422, 'ERROR :: /lifecycleState :: only PUBLISHED is supported');
    const imageIds = imageIdsOf(author, post.content);
    const altTexts = mediaOf(post.content).map((media) => (typeof media.altText === 'string' ? media.altText : null));
    const id = `urn:li:share:${nextShare++}`;
    posts.push({ id, author, commentary, imageIds, altTexts, content: post.content, visibility: String(post.visibility), createdAt: Date.now() });
    // posts-api, "Post Creation Response": 201, the post's URN in x-restli-id.
    return { status: 201, headers: { 'x-restli-id': id, 'x-linkedin-id': id } };
  }

  /**
   * Reading posts back needs a read scope: r_organization_social for a page's, and r_member_social
   * (granted to approved apps only) for a member's own. Commentary comes back as LinkedIn stores it,
   * hashtags as templates.
   */
  function findPosts({ member, token }: { member: FakeMember; token: FakeToken }, query: Record<string, string>): Answer {
    if (query.q !== 'author') refuse(400, 'Unsupported finder: q must be author');
    if (query.sortBy !== undefined && !['LAST_MODIFIED', 'CREATED'].includes(query.sortBy)) refuse(400, 'Invalid value for param sortBy');
    const author = requireActor(member, query.author, 'author');
    const needed = author.startsWith(ORGANIZATION) ? 'r_organization_social' : 'r_member_social';
    if (!token.scope.split(',').includes(needed)) {
      refuse(403, `Not enough permissions to access: partnerApiPostsExternal.FINDER-author (${needed})`, {
        serviceErrorCode: 100,
        code: 'ACCESS_DENIED',
      });
    }
    const elements = posts
      .filter((post) => post.author === author)
      .reverse()
      .map((post) => ({
        id: post.id,
        author: post.author,
        commentary: post.commentary.replace(/(^|\s)#([\p{L}\p{N}_]+)/gu, '$1{hashtag|\\#|$2}'),
        createdAt: post.createdAt,
        lastModifiedAt: post.createdAt,
        publishedAt: post.createdAt,
        lifecycleState: 'PUBLISHED',
        lifecycleStateInfo: { isEditedByAuthor: false },
        visibility: post.visibility,
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        isReshareDisabledByAuthor: false,
        ...(post.content === undefined ? {} : { content: post.content }),
      }));
    return json(200, page(elements, query));
  }

  /** Numbers that differ by post and by day but never between calls, so tests can compare. */
  function statisticsOf(key: string): FakeShareStatistics {
    const seed = createHash('sha256').update(key).digest().readUInt32BE(0);
    const impressionCount = 500 + (seed % 4500);
    const clickCount = 10 + ((seed >>> 4) % 90);
    const likeCount = 5 + ((seed >>> 8) % 60);
    const commentCount = (seed >>> 12) % 15;
    const shareCount = (seed >>> 16) % 10;
    return {
      impressionCount,
      uniqueImpressionsCount: Math.round(impressionCount * 0.7),
      clickCount,
      likeCount,
      commentCount,
      shareCount,
      engagement: (clickCount + likeCount + commentCount + shareCount) / impressionCount,
    };
  }
  const followerCount = (pageUrn: string) => 1000 + (createHash('sha256').update(pageUrn).digest().readUInt16BE(0) % 1000);

  /**
   * Statistics need the page's ADMINISTRATOR with an organization-admin scope (share-statistics,
   * follower-statistics: "rw_organization_admin"; r_organization_admin reads).
   */
  function requireStatisticsReader({ member, token }: { member: FakeMember; token: FakeToken }, urn: unknown): string {
    if (typeof urn !== 'string' || !urn.startsWith(ORGANIZATION)) return refuse(400, 'organizationalEntity must be an organization URN');
    const granted = token.scope.split(',');
    const page = member.pages.find((candidate) => `${ORGANIZATION}${candidate.id}` === urn);
    if (!granted.includes('rw_organization_admin') && !granted.includes('r_organization_admin')) {
      refuse(403, 'Not enough permissions to access: organizationalEntityStatistics (rw_organization_admin)', { serviceErrorCode: 100, code: 'ACCESS_DENIED' });
    }
    if (!page || (page.role ?? 'ADMINISTRATOR') !== 'ADMINISTRATOR') {
      refuse(403, `Member is not an ADMINISTRATOR of ${urn}`, { serviceErrorCode: 100, code: 'ACCESS_DENIED' });
    }
    return urn;
  }

  /** Rest.li 2.0 `List(a,b)` as the query string carries it, decoded. */
  function restliList(value: string | undefined): string[] {
    if (value === undefined) return [];
    const inner = /^List\((.*)\)$/.exec(value)?.[1];
    if (inner === undefined) return refuse(400, `Invalid Rest.li list: ${value}`);
    return inner === '' ? [] : inner.split(',').map(decodeURIComponent);
  }

  function shareStatistics(reader: { member: FakeMember; token: FakeToken }, query: Record<string, string>): Answer {
    if (query.q !== 'organizationalEntity') refuse(400, 'Unsupported finder: q must be organizationalEntity');
    const page = requireStatisticsReader(reader, query.organizationalEntity);
    const ids = [...restliList(query.shares), ...restliList(query.ugcPosts)];
    if (query.timeIntervals !== undefined) {
      if (ids.length > 0) refuse(400, 'Time-bound statistics are not available for individual shares');
      const match = /^\(timeRange:\(start:(\d+),end:(\d+)\),timeGranularityType:DAY\)$/.exec(query.timeIntervals);
      if (!match) return refuse(400, `Invalid timeIntervals: ${query.timeIntervals}`);
      const oldest = Date.now() - 366 * 86_400_000;
      const elements = [];
      for (let start = Math.max(Number(match[1]), Math.floor(oldest / 86_400_000) * 86_400_000); start + 86_400_000 <= Number(match[2]); start += 86_400_000) {
        const day = new Date(start).toISOString().slice(0, 10);
        elements.push({ organizationalEntity: page, timeRange: { start, end: start + 86_400_000 }, totalShareStatistics: statisticsOf(`${page}:${day}`) });
      }
      return json(200, { elements, paging: { start: 0, count: elements.length, links: [] } });
    }
    const elements = ids
      .filter((id) => posts.some((post) => post.id === id && post.author === page))
      .map((id) => ({ organizationalEntity: page, [id.startsWith('urn:li:ugcPost:') ? 'ugcPost' : 'share']: id, totalShareStatistics: statisticsOf(id) }));
    return json(200, { elements, paging: { start: 0, count: elements.length, links: [] } });
  }

  const memberPostStatistics = (postId: string): Record<MemberPostMetric, number> => {
    const counts = statisticsOf(`${postId}:member`);
    return {
      IMPRESSION: counts.impressionCount,
      MEMBERS_REACHED: counts.uniqueImpressionsCount,
      REACTION: counts.likeCount,
      COMMENT: counts.commentCount,
      RESHARE: counts.shareCount,
    };
  };

  /**
   * A member's own post, one metric (post-statistics, "Retrieve Single Post Statistics"): needs
   * r_member_postAnalytics, and the post must be the member's. `entity` is `(share:<urn>)` or `(ugc:<urn>)`.
   */
  function memberPostAnalytics({ member, token }: { member: FakeMember; token: FakeToken }, query: Record<string, string>): Answer {
    if (query.q !== 'entity') refuse(400, 'Unsupported finder: q must be entity');
    if (!token.scope.split(',').includes('r_member_postAnalytics')) {
      refuse(403, 'Not enough permissions to access: memberCreatorPostAnalytics.FINDER-entity (r_member_postAnalytics)', {
        serviceErrorCode: 100,
        code: 'ACCESS_DENIED',
      });
    }
    const entity = /^\((share|ugc):(.+)\)$/.exec(query.entity ?? '');
    if (!entity) return refuse(400, `Invalid entity: ${query.entity}`);
    const postId = decodeURIComponent(entity[2]!);
    const metric = query.queryType as MemberPostMetric;
    if (!MEMBER_POST_METRICS.includes(metric)) refuse(400, 'Invalid value for param queryType');
    if (query.aggregation !== 'TOTAL' && query.aggregation !== 'DAILY') refuse(400, 'Invalid value for param aggregation');
    if (!posts.some((post) => post.id === postId && post.author === `${PERSON}${member.sub}`)) {
      refuse(403, `Member is not the author of ${postId}`, { serviceErrorCode: 100, code: 'ACCESS_DENIED' });
    }
    const typeKey = 'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1';
    return json(200, { paging: { start: 0, count: 10, links: [] }, elements: [{ count: memberPostStatistics(postId)[metric], metricType: { [typeKey]: metric } }] });
  }

  /**
   * Industry taxonomy and geo, GET one (`/{id}`) or BATCH_GET (`?ids=List(…)`): names by id; an id the
   * fake does not know is a 404, or an entry of `errors` in a batch.
   */
  function standardized(kind: 'industries' | 'geo', path: string, query: Record<string, string>): Answer {
    const known = kind === 'industries' ? FAKE_INDUSTRY_NAMES : FAKE_GEO_NAMES;
    const entity = (id: string) =>
      kind === 'industries'
        ? { id: Number(id), name: { localized: { en_US: known[id] } }, $URN: `urn:li:industry:${id}`, childrenIndustries: [], parentIndustries: [] }
        : { id: Number(id), defaultLocalizedName: { locale: { country: 'US', language: 'en' }, value: known[id] } };
    const single = /\/(\d+)$/.exec(path)?.[1];
    if (single !== undefined) {
      if (known[single] === undefined) refuse(404, `Entity ${single} not found`, { code: 'NOT_FOUND' });
      return json(200, entity(single));
    }
    const ids = restliList(query.ids);
    if (ids.length === 0) refuse(400, 'ids are required');
    const results: Record<string, unknown> = {};
    const errors: Record<string, unknown> = {};
    const statuses: Record<string, number> = {};
    for (const id of ids) {
      if (known[id] === undefined) {
        errors[id] = { status: 404, message: `Entity ${id} not found` };
        statuses[id] = 404;
      } else {
        results[id] = entity(id);
        statuses[id] = 200;
      }
    }
    return json(200, { results, statuses, errors });
  }

  function followerStatistics(reader: { member: FakeMember; token: FakeToken }, query: Record<string, string>): Answer {
    if (query.q !== 'organizationalEntity') refuse(400, 'Unsupported finder: q must be organizationalEntity');
    const page = requireStatisticsReader(reader, query.organizationalEntity);
    return json(200, { elements: [{ organizationalEntity: page, ...structuredClone(FAKE_FOLLOWER_FACETS) }], paging: { start: 0, count: 1, links: [] } });
  }

  function networkSizes(reader: { member: FakeMember; token: FakeToken }, urn: string, query: Record<string, string>): Answer {
    if (query.edgeType !== 'COMPANY_FOLLOWED_BY_MEMBER') refuse(400, 'edgeType must be COMPANY_FOLLOWED_BY_MEMBER');
    const page = requireStatisticsReader(reader, urn);
    return json(200, { firstDegreeSize: followerCount(page) });
  }

  // ── Dispatch ───────────────────────────────────────────────────────────────────────────────────

  function endpointOf(method: string, path: string): LinkedInEndpoint | undefined {
    if (method === 'GET' && path === '/oauth/v2/authorization') return 'authorization';
    if (method === 'POST' && path === '/oauth/v2/accessToken') return 'token';
    if (method === 'GET' && path === '/v2/userinfo') return 'userinfo';
    if (method === 'GET' && path === '/rest/organizationAcls') return 'acls';
    if (method === 'GET' && /^\/rest\/organizations\/[^/]+$/.test(path)) return 'organization';
    if (method === 'POST' && path === '/rest/images') return 'images';
    if (method === 'PUT' && /^\/upload\/[^/]+$/.test(path)) return 'upload';
    if (method === 'POST' && path === '/rest/posts') return 'posts';
    if (method === 'GET' && path === '/rest/posts') return 'find-posts';
    if (method === 'GET' && path === '/rest/organizationalEntityShareStatistics') return 'share-statistics';
    if (method === 'GET' && path === '/rest/organizationalEntityFollowerStatistics') return 'follower-statistics';
    if (method === 'GET' && /^\/rest\/networkSizes\/[^/]+$/.test(path)) return 'network-sizes';
    if (method === 'GET' && path === '/rest/memberCreatorPostAnalytics') return 'member-post-analytics';
    if (method === 'GET' && /^\/rest\/industryTaxonomyVersions\/DEFAULT\/industries(\/\d+)?$/.test(path)) return 'industries';
    if (method === 'GET' && /^\/rest\/geo(\/\d+)?$/.test(path)) return 'geo';
    return undefined;
  }

  function checkRestHeaders(headers: IncomingHttpHeaders) {
    const version = headers['linkedin-version'];
    if (typeof version !== 'string' || !/^\d{6}$/.test(version)) {
      refuse(400, 'A version must be present: set the LinkedIn-Version header to YYYYMM', { code: 'VERSION_MISSING' });
    }
    if (headers['x-restli-protocol-version'] !== '2.0.0') {
      refuse(400, 'The X-Restli-Protocol-Version header must be 2.0.0');
    }
  }

  function perform(request: ReceivedLinkedInRequest, rawBody: Buffer): Answer {
    const { endpoint, path, query, headers, body } = request;
    try {
      if (path.startsWith('/rest/')) checkRestHeaders(headers);
      switch (endpoint) {
        case 'authorization':
          return authorization(query);
        case 'token':
          return accessToken(headers, body as Record<string, string>);
        case 'userinfo':
          return userinfo(authenticate(headers));
        case 'acls':
          return organizationAcls(authenticate(headers), query);
        case 'organization':
          return organization(authenticate(headers), decodeURIComponent(path.slice('/rest/organizations/'.length)));
        case 'images':
          return initializeUpload(authenticate(headers), query, body);
        case 'upload':
          return upload(authenticate(headers), path.slice('/upload/'.length), headers, rawBody);
        case 'posts':
          return createPost(authenticate(headers), body);
        case 'find-posts':
          return findPosts(authenticateToken(headers), query);
        case 'share-statistics':
          return shareStatistics(authenticateToken(headers), query);
        case 'follower-statistics':
          return followerStatistics(authenticateToken(headers), query);
        case 'network-sizes':
          return networkSizes(authenticateToken(headers), decodeURIComponent(path.slice('/rest/networkSizes/'.length)), query);
        case 'member-post-analytics':
          return memberPostAnalytics(authenticateToken(headers), query);
        case 'industries':
        case 'geo':
          authenticate(headers);
          return standardized(endpoint, path, query);
        default:
          return json(404, { status: 404, message: `No resource found for ${request.method} ${path}` });
      }
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
  }

  function failure(endpoint: LinkedInEndpoint | undefined, status: number, retryAfterSeconds: number | undefined): Answer {
    const headers: Record<string, string> = {};
    if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
    if (endpoint === 'token' || endpoint === 'authorization') {
      const error = status === 429 || status === 503 ? 'temporarily_unavailable' : 'server_error';
      return json(status, { error, error_description: `failure ${status}` }, headers);
    }
    const message = status === 429 ? 'Resource level throttle limit for calls to this resource is reached.' : `failure ${status}`;
    return json(status, { status, message }, headers);
  }

  function write(response: ServerResponse, answer: Answer) {
    if (response.destroyed || response.writableEnded) return;
    const headers: Record<string, string> = { ...answer.headers };
    if (answer.body === undefined) {
      response.writeHead(answer.status, { ...headers, 'content-length': '0' }).end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(answer.body));
  }

  /** Resolves on `release()` (true) or when the client gives up first (false). */
  function hold(response: ServerResponse): Promise<boolean> {
    return new Promise((resolve) => {
      const onRelease = () => {
        held.delete(onRelease);
        resolve(!response.destroyed);
      };
      held.add(onRelease);
      response.once('close', () => {
        if (held.delete(onRelease)) resolve(false);
      });
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const endpoint = endpointOf(method, url.pathname);
    const rawBody = await readBody(request);
    const contentType = request.headers['content-type'] ?? '';
    let body: unknown;
    let unreadable = false;
    if (endpoint === 'upload') body = { byteLength: rawBody.length };
    else if (contentType.startsWith('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
    else if (rawBody.length > 0) {
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        body = rawBody.toString('utf8');
        unreadable = true;
      }
    }
    const entry: ReceivedLinkedInRequest = {
      endpoint,
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
      at: Date.now(),
    };
    received.push(entry);
    if (unreadable) {
      write(response, json(400, { status: 400, code: 'ILLEGAL_ARGUMENT', message: 'Request body could not be converted to data map' }));
      return;
    }

    const index = endpoint === undefined ? -1 : pending.findIndex((behaviour) => behaviour.match === undefined || behaviour.match === endpoint);
    const behaviour = index === -1 ? undefined : pending.splice(index, 1)[0];
    if (behaviour?.kind === 'fail') {
      write(response, failure(endpoint, behaviour.status, behaviour.retryAfterSeconds));
      return;
    }
    if (behaviour?.kind === 'hang' && !(await hold(response))) return;
    const answer = perform(entry, rawBody);
    if (behaviour?.kind === 'hang-after-action' && !(await hold(response))) return;
    write(response, answer);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    authBase: `${baseUrl}/oauth/v2`,
    apiBase: baseUrl,
    members,
    tokens,
    images,
    posts,
    received,
    postStatistics: (postId) => statisticsOf(postId),
    dayStatistics: (pageUrn, day) => statisticsOf(`${pageUrn}:${day}`),
    followerCount,
    memberPostStatistics,
    queue: (...behaviours) => pending.push(...behaviours),
    release: () => [...held].forEach((onRelease) => onRelease()),
    nextConsent: (consent) => {
      if (consent.member !== undefined && !memberBySub(consent.member)) throw new Error(`No fake member ${consent.member}`);
      consents.push({ ...consent });
    },
    revoke: (token) => {
      const grant = tokens.find((candidate) => candidate.accessToken === token);
      if (!grant) throw new Error('No such access token');
      for (const issued of tokens) if (issued.refreshToken === grant.refreshToken) issued.revoked = true;
    },
    expireAccessTokens: () => {
      const now = Date.now();
      for (const token of tokens) token.accessTokenExpiresAt = Math.min(token.accessTokenExpiresAt, now - 1);
    },
    close: async () => {
      // Destroying a held response settles its hold (its client gave up), so no handler is left waiting.
      for (const response of openResponses) response.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
