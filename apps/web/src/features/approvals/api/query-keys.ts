import type { ReviewTab } from '@roi/contract/approvals';

/** What a tab of the approval screen is narrowed to; an organisation only for agency users. */
export interface ReviewFilter {
  organizationId?: number;
  campaignId?: number;
  accountId?: number;
}

/** Every query key of approvals, written once so that a decision can refresh what it changed. */
export const approvalKeys = {
  all: ['approvals'] as const,
  reviews: (tab: ReviewTab, filter: ReviewFilter) =>
    [...approvalKeys.all, 'reviews', tab, filter.organizationId ?? null, filter.campaignId ?? null, filter.accountId ?? null] as const,
  review: (postId: number) => [...approvalKeys.all, 'review', postId] as const,
  chain: (organizationId: number) => [...approvalKeys.all, 'chain', organizationId] as const,
  waitingCount: () => [...approvalKeys.all, 'waiting-count'] as const,
  organizations: () => [...approvalKeys.all, 'organizations'] as const,
  campaigns: (organizationId: number) => [...approvalKeys.all, 'campaigns', organizationId] as const,
  accounts: (organizationId: number) => [...approvalKeys.all, 'accounts', organizationId] as const,
  links: (postId: number) => [...approvalKeys.all, 'links', postId] as const,
  comments: (postId: number) => [...approvalKeys.all, 'comments', postId] as const,
  /** A review link opened without an account, by its token. */
  link: (token: string) => ['review-link', token] as const,
};
