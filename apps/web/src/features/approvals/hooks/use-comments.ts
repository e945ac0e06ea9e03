import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { addComment, listComments } from '../api/comments';
import { approvalKeys } from '../api/query-keys';

export function useComments(postId: number) {
  return useQuery({
    queryKey: approvalKeys.comments(postId),
    queryFn: ({ signal }) => listComments(postId, signal),
    meta: { isErrorShownOnScreen: true },
  });
}

export function useAddComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: { body: string; mentionUserIds: number[] }) => addComment(postId, comment),
    onSuccess: () => showSuccessToast(MESSAGES.commentAdded),
    onError: (error) => showErrorToast(getErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.comments(postId) }),
  });
}
