import type { AccountType } from '@roi/contract/publishing-rules';

/**
 * What the product needs of a social network: the authorisation-code flow, the accounts a member may
 * publish as, image upload, posting, and finding an author's recent posts to reconcile an attempt whose
 * outcome is unknown. LinkedIn over HTTP and the in-product sandbox both provide it.
 */
export interface SocialNetwork {
  readonly isSandbox: boolean;
  /** Where the browser goes to authorise; `state` and the PKCE challenge come back with the code. */
  authorizationUrl(request: { state: string; codeChallenge: string }): string;
  /** Exchanges the code and reads who connected and what they may publish as. */
  connect(code: string, codeVerifier: string, requester: Requester): Promise<Connection>;
  refresh(refreshToken: string): Promise<TokenSet>;
  uploadImage(accessToken: string, ownerUrn: string, image: ImageFile): Promise<string>;
  createPost(accessToken: string, post: OutgoingPost): Promise<PublishedPost>;
  /** The author's most recent posts, newest first. */
  findRecentPosts(accessToken: string, authorUrn: string): Promise<FoundPost[]>;
  /**
   * An organisation page's organic statistics: share counts per day from `since` to `until`, each
   * post's running totals, its follower count and its followers by demographic facet. Needs the
   * connection's member to be the page's ADMINISTRATOR (a 403 otherwise).
   */
  readPageStatistics(accessToken: string, pageUrn: string, request: PageStatisticsRequest): Promise<PageStatistics>;
  /**
   * The running totals of the member's own posts (memberCreatorPostAnalytics): needs the member post
   * analytics permission (a 403 otherwise). LinkedIn counts no clicks on them: their clicks are null.
   */
  readMemberPostStatistics(accessToken: string, memberUrn: string, postIds: string[]): Promise<PageStatistics['posts']>;
  /**
   * The names of industry and place URNs (industry taxonomy, geo), by URN; a URN the network does not
   * know is left out.
   */
  findNames(accessToken: string, urns: string[]): Promise<Map<string, string>>;
}

export interface PageStatisticsRequest {
  since: Date;
  until: Date;
  /** The network's ids of the page's published posts whose totals are wanted. */
  postIds: string[];
}

/** What LinkedIn counts of shares (organizationalEntityShareStatistics' totalShareStatistics). */
export interface ShareCounts {
  impressions: number;
  uniqueImpressions: number;
  clicks: number;
  reactions: number;
  comments: number;
  reposts: number;
  /** (clicks + reactions + comments + reposts) / impressions, as LinkedIn computes it. */
  engagement: number;
}

/** A post's running totals: no clicks (null, never 0) where LinkedIn counts none, as on a member's own posts. */
export type PostCounts = Omit<ShareCounts, 'clicks'> & { clicks: number | null };

export const DEMOGRAPHIC_FACETS = ['industry', 'seniority', 'function', 'geography', 'companySize'] as const;
export type DemographicFacet = (typeof DEMOGRAPHIC_FACETS)[number];

export interface PageStatistics {
  /** One entry per day (UTC, YYYY-MM-DD) LinkedIn answered for. */
  days: { day: string; counts: ShareCounts }[];
  /** Running totals of the posts asked for that LinkedIn knows. */
  posts: { postId: string; counts: PostCounts }[];
  followers: number;
  demographics: { facet: DemographicFacet; value: string; label: string; followers: number }[];
}

/** Who is connecting: the sandbox names its accounts after them; LinkedIn ignores it. */
export interface Requester {
  userId: number;
  name: string;
  organizationId: number;
  organizationName: string;
}

export interface TokenSet {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string | undefined;
  refreshTokenExpiresAt: Date | undefined;
  /** The scopes granted, when the network says. */
  scopes?: string[];
}

export interface NetworkAccount {
  urn: string;
  displayName: string;
  accountType: AccountType;
}

export interface Connection {
  tokens: TokenSet;
  member: NetworkAccount;
  /** The member's profile first, then every page the member administers. */
  accounts: NetworkAccount[];
}

export interface ImageFile {
  /** The product's own URL of the stored image (under /uploads). */
  url: string;
  bytes: Buffer;
  contentType: string;
}

export interface OutgoingPost {
  authorUrn: string;
  /** Plain text, not yet escaped for the network. */
  text: string;
  /** The network's ids of the uploaded images, in order, each with its alt text ('' when it has none). */
  images: { id: string; altText: string }[];
}

export interface PublishedPost {
  id: string;
  url: string;
}

export interface FoundPost extends PublishedPost {
  commentary: string;
  createdAt: Date;
}

/**
 * A failed call to the network, by what the caller may do next:
 * - rate-limited / unavailable: nothing was done; try again later (after retryAfterMs when given);
 * - unknown-outcome: the request may have been carried out (a timeout or a dropped connection after it
 *   was sent); never resend blindly: reconcile first;
 * - unauthorized: the token is no longer accepted; refresh or reconnect;
 * - rejected: the network refused the request itself; trying again would not help.
 */
export type NetworkFailure = 'rate-limited' | 'unavailable' | 'unknown-outcome' | 'unauthorized' | 'rejected';

export class NetworkError extends Error {
  constructor(
    readonly failure: NetworkFailure,
    message: string,
    readonly retryAfterMs?: number,
    /** The HTTP status the network answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}
