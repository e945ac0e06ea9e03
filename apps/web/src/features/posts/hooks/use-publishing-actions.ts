import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { PostRecord } from '@roi/contract/posts';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import type { PostListPage } from '../api/list-posts';
import { publishPost } from '../api/publish-post';
import type { PublishTargets } from '../api/publish-targets';
import { postKeys } from '../api/query-keys';
import { reschedulePost } from '../api/reschedule-post';
import { withdrawPost } from '../api/withdraw-post';
import { usePublishingAccounts } from './use-publishing-accounts';

/**
 * Whether the signed-in user may publish (Publish, Retry). Their role decides, the same for every
 * organisation they act for, so their own organisation's answer stands for all. Until it is known no
 * button shows; when it cannot be read the buttons show and the server decides.
 */
export function useCanPublish(userId: number, organizationId: number): boolean {
  const accounts = usePublishingAccounts(userId, organizationId);
  return accounts.data ? accounts.data.canPublish : accounts.isError;
}

/** Shows the answer at once in every page of the list that holds the post, then reads the list again. */
function applyTargets(queryClient: QueryClient, postId: number, answer: PublishTargets, changes: Partial<PostRecord> = {}): void {
  queryClient.setQueriesData<PostListPage>({ queryKey: postKeys.lists() }, (page) =>
    page && {
      ...page,
      records: page.records.map((post) =>
        post.post_id === postId ? { ...post, ...changes, targets: answer.targets, scheduled_at: answer.scheduledAt } : post,
      ),
    },
  );
  void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
}

/** Publish or Retry one account of a post. */
export function usePublishTarget(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: number) => publishPost({ post_id: postId, target_id: targetId }),
    onSuccess: (answer) => {
      applyTargets(queryClient, postId, answer);
      showSuccessToast(MESSAGES.publishQueued);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

/** Moves a scheduled post to another wall-clock time ('YYYY-MM-DDTHH:mm') of its organisation. */
export function useReschedule(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleAt: string) => reschedulePost({ post_id: postId, schedule_at: scheduleAt }),
    onSuccess: (answer) => {
      applyTargets(queryClient, postId, answer);
      showSuccessToast(MESSAGES.postRescheduled);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

/** Takes a scheduled or refused post back: it becomes a draft again. */
export function useWithdraw(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawPost(postId),
    onSuccess: (answer) => {
      applyTargets(queryClient, postId, answer, { publish_status: PUBLISH_STATUS.draft });
      showSuccessToast(MESSAGES.postWithdrawn);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
