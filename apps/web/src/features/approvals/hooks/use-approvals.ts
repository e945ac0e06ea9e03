import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalChainRequest, DecideReviewRequest, ReviewTab } from '@roi/contract/approvals';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { decideReview } from '../api/decide-review';
import { getChain } from '../api/get-chain';
import { getReviewAccounts, getReviewCampaigns, getReviewOrganizations } from '../api/get-filter-choices';
import { getReview } from '../api/get-review';
import { getWaitingCount } from '../api/get-waiting-count';
import { listReviews } from '../api/list-reviews';
import { approvalKeys, type ReviewFilter } from '../api/query-keys';
import { replaceChain } from '../api/replace-chain';
import { withdrawSubmission } from '../api/withdraw-submission';

export function useReviews(tab: ReviewTab, filter: ReviewFilter) {
  return useQuery({
    queryKey: approvalKeys.reviews(tab, filter),
    queryFn: ({ signal }) =>
      listReviews({ tab, organization_id: filter.organizationId, campaign_id: filter.campaignId, account_id: filter.accountId }, signal),
    placeholderData: keepPreviousData,
    meta: { isErrorShownOnScreen: true },
  });
}

/** The sidebar's count of posts waiting for the reader; read again every minute, and after each decision. */
export function useWaitingCount(isEnabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.waitingCount(),
    queryFn: ({ signal }) => getWaitingCount(signal),
    enabled: isEnabled,
    refetchInterval: 60_000,
  });
}

/** A post's latest review and its history: for the history list, and the post a notification opened. */
export function useReview(postId: number | undefined) {
  return useQuery({
    queryKey: approvalKeys.review(postId ?? 0),
    queryFn: ({ signal }) => getReview(postId!, signal),
    enabled: postId !== undefined,
    meta: { isErrorShownOnScreen: true },
  });
}

export function useChain(organizationId: number | undefined) {
  return useQuery({
    queryKey: approvalKeys.chain(organizationId ?? 0),
    queryFn: ({ signal }) => getChain(organizationId!, signal),
    enabled: organizationId !== undefined,
    meta: { isErrorShownOnScreen: true },
  });
}

/** The organisations whose reviews the reader sees, for the agency's Organization filter (Approval: View). */
export function useReviewOrganizations(isEnabled: boolean) {
  return useQuery({
    queryKey: approvalKeys.organizations(),
    queryFn: ({ signal }) => getReviewOrganizations(signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

/** The organisation's campaigns, for the Campaign filter (Approval: View); idle until the organisation is known. */
export function useReviewCampaigns(organizationId: number | undefined) {
  return useQuery({
    queryKey: approvalKeys.campaigns(organizationId ?? 0),
    queryFn: ({ signal }) => getReviewCampaigns(organizationId!, signal),
    enabled: organizationId !== undefined,
    staleTime: 60_000,
  });
}

/** The organisation's publishing accounts, for the Account filter; idle until the organisation is known. */
export function useReviewAccounts(organizationId: number | undefined) {
  return useQuery({
    queryKey: approvalKeys.accounts(organizationId ?? 0),
    queryFn: ({ signal }) => getReviewAccounts(organizationId!, signal),
    enabled: organizationId !== undefined,
    staleTime: 60_000,
  });
}

/** Approve or reject; every list and count is read again, since the post may have moved between tabs. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DecideReviewRequest) => decideReview(request),
    onSuccess: (answer) => showSuccessToast(answer.message),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

export function useWithdrawSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => withdrawSubmission(postId),
    onSuccess: () => showSuccessToast(MESSAGES.reviewWithdrawn),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}

export function useReplaceChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ApprovalChainRequest) => replaceChain(request),
    onSuccess: (chain) => {
      queryClient.setQueryData(approvalKeys.chain(chain.organization_id), chain);
      showSuccessToast(MESSAGES.approvalChainSaved);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
