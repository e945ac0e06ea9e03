import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Submit for approval (setting the embargo first when one is given); the lists are read again. */
export function useSubmitForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, version, note, scheduleAt, notBefore }: Submission) => {
      if (notBefore !== undefined) await setEmbargo(postId, notBefore);
      return submitForApproval({ post_id: postId, version, note: note.trim() || undefined, schedule_at: scheduleAt });
    },
    onSuccess: () => showSuccessToast(MESSAGES.reviewSubmitted),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useWithdrawFromApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => withdrawFromApproval(postId),
    onSuccess: () => showSuccessToast(MESSAGES.reviewWithdrawn),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
