import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReviewRecord } from '@roi/contract/approvals';
import type { PostDetail } from '@roi/contract/posts';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { postKeys } from '../api/query-keys';
import { setEmbargo, submitForApproval, withdrawFromApproval } from '../api/submit-for-approval';

interface Submission {
  postId: number;
  version: number;
  note: string;
  /** 'YYYY-MM-DDTHH:mm' of the organisation, or none: as soon as it is approved. */
  scheduleAt?: string;
  /** The embargo to set first; undefined leaves it as it is. */
  notBefore?: string | null;
}

/**
 * The post's approval state as the answer gives it, written into the post the editor holds (which is
 * never read again from under the user), and the lists read again.
 */
function applyReview(queryClient: QueryClient, record: ReviewRecord): void {
  queryClient.setQueryData<PostDetail>(postKeys.post(record.post.post_id), (post) =>
    post && { ...post, review: record.review, not_before: record.post.not_before },
  );
  void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
}

/** Submit for approval (setting the embargo first when one is given); the lists are read again. */
export function useSubmitForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, version, note, scheduleAt, notBefore }: Submission) => {
      if (notBefore !== undefined) await setEmbargo(postId, notBefore);
      return submitForApproval({ post_id: postId, version, note: note.trim() || undefined, schedule_at: scheduleAt });
    },
    onSuccess: (record) => {
      applyReview(queryClient, record);
      showSuccessToast(MESSAGES.reviewSubmitted);
    },
    onError: (error) => {
      showErrorToast(getErrorMessage(error));
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
}

/** Sets or lifts (null) the embargo: the post the editor holds and the lists show it at once. */
export function useSetEmbargo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, notBefore }: { postId: number; notBefore: string | null }) => setEmbargo(postId, notBefore),
    onSuccess: (answer) => {
      queryClient.setQueryData<PostDetail>(postKeys.post(answer.post_id), (post) => post && { ...post, not_before: answer.not_before });
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      showSuccessToast(answer.not_before ? MESSAGES.embargoSaved : MESSAGES.embargoLifted);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export function useWithdrawFromApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => withdrawFromApproval(postId),
    onSuccess: (record) => {
      applyReview(queryClient, record);
      showSuccessToast(MESSAGES.reviewWithdrawn);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
