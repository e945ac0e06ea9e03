import type { ContentPieceKind } from '@roi/contract/content-hub';
import type { PostListRequest } from '@roi/contract/posts';
import type { ReferenceCategory } from '@roi/contract/post-rules';

/** Every query key of posts, written once so that a save can invalidate what it changed. */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (request: PostListRequest) => [...postKeys.lists(), request] as const,
  post: (postId: number) => [...postKeys.all, 'one', postId] as const,
  campaigns: (organizationId: number) => [...postKeys.all, 'campaigns', organizationId] as const,
  organizations: () => [...postKeys.all, 'organizations'] as const,
  /** The LinkedIn accounts an organisation publishes to, its time zone and the caller's right to publish. */
  publishingAccounts: (userId: number, organizationId: number) => [...postKeys.all, 'publishing-accounts', userId, organizationId] as const,
  /** The organisation's approval chain, for whether its posts are posted or submitted. */
  approvalChain: (organizationId: number) => [...postKeys.all, 'approval-chain', organizationId] as const,
  reference: (category: ReferenceCategory) => ['reference', category] as const,
  /** What the editor reuses from the organisation's Content Hub: its library, templates, hashtag groups, snippets. */
  library: (organizationId: number) => [...postKeys.all, 'library', organizationId] as const,
  contentPieces: (organizationId: number, kind: ContentPieceKind) => [...postKeys.all, 'content-pieces', organizationId, kind] as const,
  /** Under the fact library's own key, so that a change to the library reads them again. */
  factFigures: (organizationId: number) => ['facts', 'figures', organizationId] as const,
};
