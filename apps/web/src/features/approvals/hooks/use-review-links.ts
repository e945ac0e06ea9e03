import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { approvalKeys } from '../api/query-keys';
import { decideByReviewLink, listReviewLinks, openReviewLink, revokeReviewLink, sendReviewLink } from '../api/review-links';

export function useReviewLinks(postId: number) {
  return useQuery({
    queryKey: approvalKeys.links(postId),
    queryFn: ({ signal }) => listReviewLinks(postId, signal),
    meta: { isErrorShownOnScreen: true },
  });
}

export function useSendReviewLink(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewer: { name: string; email: string }) =>
      sendReviewLink({ post_id: postId, reviewer_name: reviewer.name, reviewer_email: reviewer.email }),
    onSuccess: () => showSuccessToast(MESSAGES.reviewLinkSent),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.links(postId) }),
  });
}

export function useRevokeReviewLink(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => revokeReviewLink(linkId),
    onSuccess: () => showSuccessToast(MESSAGES.reviewLinkRevoked),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.links(postId) }),
  });
}

/** The post a review link opens; a dead link is shown on the page, not as a toast. */
export function useOpenReviewLink(token: string) {
  return useQuery({
    queryKey: approvalKeys.link(token),
    queryFn: ({ signal }) => openReviewLink(token, signal),
    enabled: token !== '',
    retry: false,
    meta: { isErrorShownOnScreen: true },
  });
}

export function useDecideByReviewLink() {
  return useMutation({
    mutationFn: decideByReviewLink,
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
