import { createHash, randomBytes } from 'node:crypto';
import { LINKEDIN_CALLBACK_PATH, SANDBOX_FEED_PATH } from '@roi/contract/client-paths';
import { ACCOUNT_TYPES } from '@roi/contract/publishing-rules';
import { DAY_MS } from '@roi/contract/constants';
import type { Database } from '../../db/database.js';
import { findSandboxAuthor, findSandboxPostsByAuthor, insertSandboxPost } from './integrations.repository.js';
import {
  NetworkError,
  type Connection,
  type FoundPost,
  type ImageFile,
  type OutgoingPost,
  type PageStatistics,
  type PageStatisticsRequest,
  type ShareCounts,
  type PublishedPost,
  type Requester,
  type SocialNetwork,
  type TokenSet,
} from './network.js';

const ACCESS_TOKEN_DAYS = 60;
const REFRESH_TOKEN_DAYS = 365;
const IMAGE_PREFIX = 'urn:li:image:sandbox-';
const SHARE_PREFIX = 'urn:li:share:sandbox-';

/**
 * The network used when no LinkedIn credentials are set: the same flows, inside the
 * product. Consent is immediate, the member and a page are named after who connects, and posts land
 * in a feed the organisation can open (/sandbox-feed). Its tokens name the organisation they serve
 * (docs/product/publishing.md#the-sandbox-network).
 */
export class SandboxNetwork implements SocialNetwork {
  readonly isSandbox = true;

  constructor(private readonly db: Database) {}

  authorizationUrl({ state }: { state: string }): string {
    const query = new URLSearchParams({ code: `sandbox-${randomBytes(16).toString('base64url')}`, state });
    return `${LINKEDIN_CALLBACK_PATH}?${query}`;
  }

  async connect(code: string, _codeVerifier: string, requester: Requester): Promise<Connection> {
    if (!code.startsWith('sandbox-')) throw new NetworkError('rejected', 'The sandbox did not issue this code');
    const member = {
      urn: `urn:li:person:sandbox-${requester.userId}`,
      displayName: requester.name,
      accountType: ACCOUNT_TYPES.member,
    };
    const page = {
      urn: `urn:li:organization:sandbox-${requester.organizationId}`,
      displayName: requester.organizationName,
      accountType: ACCOUNT_TYPES.organization,
    };
    return { tokens: issueTokens(requester.organizationId), member, accounts: [member, page] };
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    return issueTokens(organizationOf(refreshToken));
  }

  async uploadImage(_accessToken: string, _ownerUrn: string, image: ImageFile): Promise<string> {
    // The image is already stored by the product: the sandbox's id for it is its address.
    return IMAGE_PREFIX + Buffer.from(image.url).toString('base64url');
  }

  async createPost(accessToken: string, post: OutgoingPost): Promise<PublishedPost> {
    const organizationId = organizationOf(accessToken);
    const author = await findSandboxAuthor(this.db, organizationId, post.authorUrn);
    if (!author) throw new NetworkError('rejected', 'The sandbox does not know this author');
    const imageUrls = post.images.map(({ id }) => Buffer.from(id.slice(IMAGE_PREFIX.length), 'base64url').toString());
    const id = await insertSandboxPost(this.db, {
      organizationId,
      authorUrn: post.authorUrn,
      authorName: author.displayName,
      accountType: author.accountType,
      commentary: post.text,
      imageUrls,
    });
    return sandboxPublished(id, organizationId);
  }

  async findRecentPosts(accessToken: string, authorUrn: string): Promise<FoundPost[]> {
    const organizationId = organizationOf(accessToken);
    const rows = await findSandboxPostsByAuthor(this.db, organizationId, authorUrn);
    return rows.map((row) => ({ ...sandboxPublished(row.id, organizationId), commentary: row.commentary, createdAt: row.createdAt }));
  }

  /**
   * Believable statistics that stay the same for the same page, day and post (so that a screen shows
   * the same numbers on every visit); the screen labels them "Sandbox".
   */
  async readPageStatistics(accessToken: string, pageUrn: string, request: PageStatisticsRequest): Promise<PageStatistics> {
    organizationOf(accessToken);
    const days: PageStatistics['days'] = [];
    for (let time = Date.parse(request.since.toISOString().slice(0, 10)); time <= request.until.getTime(); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      days.push({ day, counts: sandboxCounts(`${pageUrn}:${day}`, 60, 420) });
    }
    const posts = request.postIds.map((postId) => ({ postId, counts: sandboxCounts(postId, 150, 2400) }));
    const followers = 400 + (seeded(`${pageUrn}:followers`) % 2600);
    const demographics = SANDBOX_DEMOGRAPHICS.flatMap(({ facet, values }) => {
      const weights = values.map((value) => 1 + (seeded(`${pageUrn}:${facet}:${value}`) % 9));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      // Industries and places come as URNs, as LinkedIn gives them; the collector names them (findNames).
      return values.map((value, index) => ({ facet, value, label: value, followers: Math.round((followers * weights[index]!) / total) }));
    });
    return { days, posts, followers, demographics };
  }

  /** Believable totals of a member's post; like LinkedIn, no clicks. */
  async readMemberPostStatistics(accessToken: string, _memberUrn: string, postIds: string[]): Promise<PageStatistics['posts']> {
    organizationOf(accessToken);
    return postIds.map((postId) => {
      const counts = { ...sandboxCounts(`${postId}:member`, 80, 1600), clicks: null };
      return { postId, counts: { ...counts, engagement: (counts.reactions + counts.comments + counts.reposts) / counts.impressions } };
    });
  }

  async findNames(accessToken: string, urns: string[]): Promise<Map<string, string>> {
    organizationOf(accessToken);
    return new Map(urns.flatMap((urn) => (SANDBOX_NAMES[urn] === undefined ? [] : [[urn, SANDBOX_NAMES[urn]] as const])));
  }
}

/** LinkedIn's names of the industries (industry taxonomy) and places (geo) the sandbox's followers come from. */
const SANDBOX_NAMES: Record<string, string> = {
  'urn:li:industry:75': 'Government Administration',
  'urn:li:industry:44': 'Real Estate',
  'urn:li:industry:25': 'Manufacturing',
  'urn:li:industry:116': 'Transportation, Logistics, Supply Chain and Storage',
  'urn:li:industry:41': 'Banking',
  'urn:li:industry:68': 'Higher Education',
  'urn:li:geo:103644278': 'United States',
  'urn:li:geo:101174742': 'Canada',
  'urn:li:geo:101282230': 'Germany',
  'urn:li:geo:101165590': 'United Kingdom',
  'urn:li:geo:101355337': 'Japan',
};

/** The sandbox's follower facets: an economic development organisation's likely audience. */
const SANDBOX_DEMOGRAPHICS = [
  { facet: 'industry', values: Object.keys(SANDBOX_NAMES).filter((urn) => urn.startsWith('urn:li:industry:')) },
  { facet: 'seniority', values: ['Entry level', 'Senior', 'Manager', 'Director', 'Vice President', 'CXO'] },
  { facet: 'function', values: ['Business Development', 'Real Estate', 'Operations', 'Finance', 'Consulting'] },
  { facet: 'geography', values: Object.keys(SANDBOX_NAMES).filter((urn) => urn.startsWith('urn:li:geo:')) },
  { facet: 'companySize', values: ['11–50 employees', '201–500 employees', '1,001–5,000 employees', '10,001+ employees'] },
] as const;

function seeded(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0);
}

/** Impressions between `low` and `high`, and the rest in the proportions LinkedIn pages usually see. */
function sandboxCounts(key: string, low: number, high: number): ShareCounts {
  const seed = seeded(key);
  const impressions = low + (seed % (high - low));
  const clicks = Math.round(impressions * (0.01 + ((seed >>> 8) % 30) / 1000));
  const reactions = Math.round(impressions * (0.008 + ((seed >>> 12) % 20) / 1000));
  const comments = Math.round(impressions * (((seed >>> 16) % 5) / 1000));
  const reposts = Math.round(impressions * (((seed >>> 20) % 4) / 1000));
  const engagement = (clicks + reactions + comments + reposts) / impressions;
  return { impressions, uniqueImpressions: Math.round(impressions * 0.72), clicks, reactions, comments, reposts, engagement };
}

export function sandboxPostId(rowId: number): string {
  return `${SHARE_PREFIX}${rowId}`;
}

/** A sandbox post's id and where it is read: its card in its organisation's sandbox feed. */
function sandboxPublished(rowId: number, organizationId: number): PublishedPost {
  return { id: sandboxPostId(rowId), url: `${SANDBOX_FEED_PATH}?organization=${organizationId}#sandbox-${rowId}` };
}

function issueTokens(organizationId: number): TokenSet {
  const now = Date.now();
  const token = () => `sandbox.${organizationId}.${randomBytes(24).toString('base64url')}`;
  return {
    accessToken: token(),
    accessTokenExpiresAt: new Date(now + ACCESS_TOKEN_DAYS * DAY_MS),
    refreshToken: token(),
    refreshTokenExpiresAt: new Date(now + REFRESH_TOKEN_DAYS * DAY_MS),
  };
}

function organizationOf(token: string): number {
  const [kind, organization] = token.split('.');
  const organizationId = Number(organization);
  if (kind !== 'sandbox' || !Number.isInteger(organizationId)) throw new NetworkError('unauthorized', 'Not a sandbox token');
  return organizationId;
}
