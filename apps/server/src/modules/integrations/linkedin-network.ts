import { DAY_MS } from '@roi/contract/constants';
import { ACCOUNT_TYPES } from '@roi/contract/publishing-rules';
import type { Config } from '../../config.js';
import { loadSharp } from '../../lib/sharp.js';
import { demographicLabel } from './linkedin-demographics.js';
import { escapeLittleText } from './little-text.js';
import {
  NetworkError,
  type Connection,
  type FoundPost,
  type ImageFile,
  type NetworkAccount,
  type OutgoingPost,
  type PageStatistics,
  type PageStatisticsRequest,
  type PostCounts,
  type ShareCounts,
  type DemographicFacet,
  type PublishedPost,
  type SocialNetwork,
  type TokenSet,
} from './network.js';

/** LinkedIn's Images API takes these; anything else (WebP) is converted to PNG first. */
const LINKEDIN_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
/** How many of an author's newest posts are compared when reconciling. */
const RECONCILE_WINDOW = 20;
/** Organisation ACLs come in pages of this size. */
const ACL_PAGE_SIZE = 50;
/** Posts asked for in one share statistics call. */
const SHARES_PER_CALL = 20;
/** Industries or places asked for in one batch call. */
const NAMES_PER_CALL = 50;
/** memberCreatorPostAnalytics' metrics (queryType), one call each, and the count each becomes. */
const MEMBER_POST_METRICS = [
  ['IMPRESSION', 'impressions'],
  ['MEMBERS_REACHED', 'uniqueImpressions'],
  ['REACTION', 'reactions'],
  ['COMMENT', 'comments'],
  ['RESHARE', 'reposts'],
] as const;
/** The reference APIs that name a URN's kind, and where a batch of their ids is read. */
const NAME_SOURCES = [
  { prefix: 'urn:li:industry:', path: '/rest/industryTaxonomyVersions/DEFAULT/industries' },
  { prefix: 'urn:li:geo:', path: '/rest/geo' },
] as const;

/** A name in several locales (industry taxonomy's `name`) or one (geo's `defaultLocalizedName`). */
interface LinkedInNamed {
  name?: { localized?: Record<string, string> };
  defaultLocalizedName?: { value?: string };
}

/** organizationalEntityShareStatistics' totalShareStatistics. */
interface LinkedInShareStatistics {
  impressionCount?: number;
  uniqueImpressionsCount?: number;
  clickCount?: number;
  likeCount?: number;
  commentCount?: number;
  shareCount?: number;
  engagement?: number;
}

type FacetCounts = { followerCounts?: { organicFollowerCount?: number } } & Record<string, unknown>;

/** The lifetime follower statistics' facets the product keeps, and the field naming each value. */
const FOLLOWER_FACETS: { facet: DemographicFacet; list: string; key: string }[] = [
  { facet: 'industry', list: 'followerCountsByIndustry', key: 'industry' },
  { facet: 'seniority', list: 'followerCountsBySeniority', key: 'seniority' },
  { facet: 'function', list: 'followerCountsByFunction', key: 'function' },
  { facet: 'geography', list: 'followerCountsByGeoCountry', key: 'geo' },
  { facet: 'companySize', list: 'followerCountsByStaffCountRange', key: 'staffCountRange' },
];

type LinkedInSettings = Config['linkedin'] & { credentials: NonNullable<Config['linkedin']['credentials']> };

/**
 * LinkedIn over HTTP: OAuth 2.0 authorisation code (with state and PKCE) against LINKEDIN_AUTH_BASE, and
 * the versioned REST API (Rest.li 2.0) against LINKEDIN_API_BASE.
 */
export class LinkedInNetwork implements SocialNetwork {
  readonly isSandbox = false;

  constructor(private readonly settings: LinkedInSettings) {}

  authorizationUrl({ state, codeChallenge }: { state: string; codeChallenge: string }): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.credentials.clientId,
      redirect_uri: this.settings.redirectUri,
      state,
      scope: this.settings.scopes.join(' '),
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.settings.authBase}/authorization?${query}`;
  }

  async connect(code: string, codeVerifier: string): Promise<Connection> {
    const tokens = await this.requestTokens({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      code_verifier: codeVerifier,
    });
    const profile = await this.getJson<{ sub: string; name?: string; given_name?: string; family_name?: string }>(
      tokens.accessToken,
      '/v2/userinfo',
    );
    const member: NetworkAccount = {
      urn: `urn:li:person:${profile.sub}`,
      displayName: profile.name || [profile.given_name, profile.family_name].filter(Boolean).join(' ') || profile.sub,
      accountType: ACCOUNT_TYPES.member,
    };
    const pages: NetworkAccount[] = [];
    for (const urn of await this.administeredPages(tokens.accessToken)) {
      const id = urn.split(':').at(-1) ?? '';
      const page = await this.getJson<{ localizedName?: string }>(tokens.accessToken, `/rest/organizations/${encodeURIComponent(id)}`);
      pages.push({ urn, displayName: page.localizedName ?? urn, accountType: ACCOUNT_TYPES.organization });
    }
    return { tokens, member, accounts: [member, ...pages] };
  }

  /** Every page the member administers, across the ACL finder's pages. */
  private async administeredPages(accessToken: string): Promise<Set<string>> {
    const pages = new Set<string>();
    for (let start = 0; ; start += ACL_PAGE_SIZE) {
      const acls = await this.getJson<{ elements: { organization: string }[] }>(
        accessToken,
        `/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&start=${start}&count=${ACL_PAGE_SIZE}`,
      );
      for (const acl of acls.elements) pages.add(acl.organization);
      if (acls.elements.length < ACL_PAGE_SIZE) return pages;
    }
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async uploadImage(accessToken: string, ownerUrn: string, image: ImageFile): Promise<string> {
    let bytes = image.bytes;
    if (!LINKEDIN_IMAGE_TYPES.has(image.contentType)) {
      const sharp = await loadSharp();
      bytes = await sharp(image.bytes).png().toBuffer();
    }
    const response = await this.send(accessToken, 'POST', '/rest/images?action=initializeUpload', {
      initializeUploadRequest: { owner: ownerUrn },
    });
    const { value } = (await response.json()) as { value: { uploadUrl: string; image: string } };
    const upload = await this.call(() =>
      fetch(value.uploadUrl, {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      }),
    );
    await assertSucceeded(upload, 'upload the image');
    return value.image;
  }

  async createPost(accessToken: string, post: OutgoingPost): Promise<PublishedPost> {
    // posts-api (media) and multiimage-post-api (multiImage.images[]): each image is a Media with its altText.
    const media = post.images.map(({ id, altText }) => ({ id, ...(altText && { altText }) }));
    const content = media.length === 0 ? undefined : media.length === 1 ? { media: media[0] } : { multiImage: { images: media } };
    const response = await this.send(
      accessToken,
      'POST',
      '/rest/posts',
      {
        author: post.authorUrn,
        commentary: escapeLittleText(post.text),
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        ...(content && { content }),
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
      { outcomeUnknownOnFailure: true },
    );
    const id = response.headers.get('x-restli-id');
    if (!id) throw new NetworkError('unknown-outcome', 'LinkedIn accepted the post but did not say its id');
    return { id, url: postUrl(id) };
  }

  async findRecentPosts(accessToken: string, authorUrn: string): Promise<FoundPost[]> {
    const path = `/rest/posts?author=${encodeURIComponent(authorUrn)}&q=author&count=${RECONCILE_WINDOW}&sortBy=CREATED`;
    const page = await this.getJson<{ elements: { id: string; commentary?: string; createdAt?: number }[] }>(accessToken, path);
    return page.elements.map((element) => ({
      id: element.id,
      url: postUrl(element.id),
      commentary: element.commentary ?? '',
      createdAt: new Date(element.createdAt ?? 0),
    }));
  }

  /**
   * Community Management's statistics (share-statistics, follower-statistics, organization lookup's
   * networkSizes): daily share counts of the page, each post's lifetime counts, the follower count and
   * the lifetime follower demographics. All need rw_organization_admin and the ADMINISTRATOR role.
   */
  async readPageStatistics(accessToken: string, pageUrn: string, request: PageStatisticsRequest): Promise<PageStatistics> {
    const page = encodeURIComponent(pageUrn);
    const since = Math.floor(request.since.getTime() / DAY_MS) * DAY_MS;
    const until = Math.ceil(request.until.getTime() / DAY_MS) * DAY_MS;
    const daily = await this.getJson<{ elements: { timeRange?: { start: number }; totalShareStatistics?: LinkedInShareStatistics }[] }>(
      accessToken,
      `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${page}` +
        `&timeIntervals=(timeRange:(start:${since},end:${until}),timeGranularityType:DAY)`,
    );
    const days = daily.elements
      .filter((element) => element.timeRange)
      .map((element) => ({ day: new Date(element.timeRange!.start).toISOString().slice(0, 10), counts: shareCounts(element.totalShareStatistics) }));

    const posts: PageStatistics['posts'] = [];
    for (let start = 0; start < request.postIds.length; start += SHARES_PER_CALL) {
      const batch = request.postIds.slice(start, start + SHARES_PER_CALL);
      const list = (kind: string) => batch.filter((id) => id.startsWith(`urn:li:${kind}:`)).map(encodeURIComponent);
      const shares = list('share');
      const ugcPosts = list('ugcPost');
      const answer = await this.getJson<{ elements: { share?: string; ugcPost?: string; totalShareStatistics?: LinkedInShareStatistics }[] }>(
        accessToken,
        `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${page}` +
          (shares.length ? `&shares=List(${shares.join(',')})` : '') +
          (ugcPosts.length ? `&ugcPosts=List(${ugcPosts.join(',')})` : ''),
      );
      for (const element of answer.elements) {
        const postId = element.share ?? element.ugcPost;
        if (postId) posts.push({ postId, counts: shareCounts(element.totalShareStatistics) });
      }
    }

    const size = await this.getJson<{ firstDegreeSize?: number }>(accessToken, `/rest/networkSizes/${page}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`);
    const lifetime = await this.getJson<{ elements: Record<string, FacetCounts[] | undefined>[] }>(
      accessToken,
      `/rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity=${page}`,
    );
    const demographics: PageStatistics['demographics'] = [];
    const element = lifetime.elements[0] ?? {};
    for (const { facet, list, key } of FOLLOWER_FACETS) {
      for (const entry of element[list] ?? []) {
        const value = entry[key];
        if (typeof value !== 'string') continue;
        // Demographics are rolled up into organicFollowerCount (follower-statistics).
        demographics.push({ facet, value, label: demographicLabel(facet, value), followers: entry.followerCounts?.organicFollowerCount ?? 0 });
      }
    }
    return { days, posts, followers: size.firstDegreeSize ?? 0, demographics };
  }

  /**
   * Each post's lifetime totals from memberCreatorPostAnalytics' entity finder, one metric a call
   * (aggregation TOTAL). Needs r_member_postAnalytics. LinkedIn counts no clicks on members' posts: null, never 0.
   */
  async readMemberPostStatistics(accessToken: string, _memberUrn: string, postIds: string[]): Promise<PageStatistics['posts']> {
    const posts: PageStatistics['posts'] = [];
    for (const postId of postIds) {
      const kind = postId.startsWith('urn:li:ugcPost:') ? 'ugc' : 'share';
      const counts: PostCounts = { impressions: 0, uniqueImpressions: 0, clicks: null, reactions: 0, comments: 0, reposts: 0, engagement: 0 };
      for (const [queryType, count] of MEMBER_POST_METRICS) {
        const answer = await this.getJson<{ elements: { count?: number }[] }>(
          accessToken,
          `/rest/memberCreatorPostAnalytics?q=entity&entity=(${kind}:${encodeURIComponent(postId)})&queryType=${queryType}&aggregation=TOTAL`,
        );
        counts[count] = answer.elements.reduce((sum, element) => sum + (element.count ?? 0), 0);
      }
      counts.engagement = counts.impressions > 0 ? (counts.reactions + counts.comments + counts.reposts) / counts.impressions : 0;
      posts.push({ postId, counts });
    }
    return posts;
  }

  /**
   * Industry names from the industry taxonomy (its DEFAULT, latest, version) and place names from geo,
   * by Rest.li batch get (`ids=List(…)`); ids LinkedIn does not know come back under `errors` and are
   * left out. English (en_US) where LinkedIn has it.
   */
  async findNames(accessToken: string, urns: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const { prefix, path } of NAME_SOURCES) {
      const ids = [...new Set(urns.filter((urn) => urn.startsWith(prefix)).map((urn) => urn.slice(prefix.length)))].filter((id) => /^\d+$/.test(id));
      for (let start = 0; start < ids.length; start += NAMES_PER_CALL) {
        const batch = ids.slice(start, start + NAMES_PER_CALL);
        const answer = await this.getJson<{ results?: Record<string, LinkedInNamed> }>(accessToken, `${path}?ids=List(${batch.join(',')})`);
        for (const [id, named] of Object.entries(answer.results ?? {})) {
          const localized = named.name?.localized ?? {};
          const name = named.defaultLocalizedName?.value ?? localized.en_US ?? Object.values(localized)[0];
          if (name) names.set(`${prefix}${id}`, name);
        }
      }
    }
    return names;
  }

  private async requestTokens(grant: Record<string, string>): Promise<TokenSet> {
    const response = await this.call(() =>
      fetch(`${this.settings.authBase}/accessToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...grant,
          client_id: this.settings.credentials.clientId,
          client_secret: this.settings.credentials.clientSecret,
        }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      }),
    );
    await assertSucceeded(response, 'issue a token');
    const body = (await response.json()) as {
      access_token: string;
      expires_in: number;
      refresh_token?: string;
      refresh_token_expires_in?: number;
      scope?: string;
    };
    const now = Date.now();
    return {
      accessToken: body.access_token,
      accessTokenExpiresAt: new Date(now + body.expires_in * 1000),
      refreshToken: body.refresh_token,
      refreshTokenExpiresAt: body.refresh_token_expires_in ? new Date(now + body.refresh_token_expires_in * 1000) : undefined,
      // LinkedIn separates the granted scopes with commas.
      ...(body.scope !== undefined && { scopes: body.scope.split(/[\s,]+/).filter(Boolean) }),
    };
  }

  private async getJson<T>(accessToken: string, path: string): Promise<T> {
    const response = await this.send(accessToken, 'GET', path);
    return (await response.json()) as T;
  }

  /**
   * One REST call with LinkedIn's versioning headers. A call that may have been carried out when it
   * fails without a clear answer (a post) reports 'unknown-outcome' rather than 'unavailable'.
   */
  private async send(
    accessToken: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    { outcomeUnknownOnFailure = false } = {},
  ): Promise<Response> {
    const response = await this.call(
      () =>
        fetch(`${this.settings.apiBase}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${accessToken}`,
            'linkedin-version': this.settings.version,
            'x-restli-protocol-version': '2.0.0',
            ...(body !== undefined && { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.settings.timeoutMs),
        }),
      outcomeUnknownOnFailure,
    );
    await assertSucceeded(response, method === 'GET' ? 'answer' : 'accept the request', outcomeUnknownOnFailure);
    return response;
  }

  /** Turns a transport failure into a NetworkError: refused before sending, or unknown after it. */
  private async call(request: () => Promise<Response>, outcomeUnknownOnFailure = false): Promise<Response> {
    try {
      return await request();
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      const neverSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
      const isTimeout = (error as Error).name === 'TimeoutError';
      const reason = isTimeout ? 'LinkedIn did not answer in time' : 'LinkedIn could not be reached';
      throw new NetworkError(outcomeUnknownOnFailure && !neverSent ? 'unknown-outcome' : 'unavailable', reason);
    }
  }
}

function shareCounts(statistics: LinkedInShareStatistics = {}): ShareCounts {
  return {
    impressions: statistics.impressionCount ?? 0,
    uniqueImpressions: statistics.uniqueImpressionsCount ?? 0,
    clicks: statistics.clickCount ?? 0,
    reactions: statistics.likeCount ?? 0,
    comments: statistics.commentCount ?? 0,
    reposts: statistics.shareCount ?? 0,
    engagement: statistics.engagement ?? 0,
  };
}

function postUrl(id: string): string {
  return `https://www.linkedin.com/feed/update/${id}/`;
}

/** Maps LinkedIn's failure answers onto what the caller may do next (see NetworkFailure). */
async function assertSucceeded(response: Response, what: string, outcomeUnknownOn5xx = false): Promise<void> {
  if (response.ok) return;
  const detail = await response
    .json()
    .then((body) => {
      const { message, error_description } = body as { message?: string; error_description?: string };
      return message ?? error_description;
    })
    .catch(() => undefined);
  const message = `LinkedIn did not ${what} (${response.status}${detail ? `: ${detail}` : ''})`;
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new NetworkError('rate-limited', message, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined, 429);
  }
  if (response.status >= 500) throw new NetworkError(outcomeUnknownOn5xx ? 'unknown-outcome' : 'unavailable', message, undefined, response.status);
  if (response.status === 401) throw new NetworkError('unauthorized', message, undefined, 401);
  throw new NetworkError('rejected', message, undefined, response.status);
}
