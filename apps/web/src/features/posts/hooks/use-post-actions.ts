import { useNavigate } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@roi/contract/messages';
import { OFFERED_PLATFORMS, PUBLISH_STATUS } from '@roi/contract/post-rules';
import type { PostRecord } from '@roi/contract/posts';
import { showErrorToast } from '../../../components/error-toast';
import { showSuccessToast } from '../../../components/success-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { archivePost } from '../api/archive-post';
import { savePost } from '../api/create-post';
import { deletePost } from '../api/delete-post';
import { duplicatePost } from '../api/duplicate-post';
import type { PostListPage } from '../api/list-posts';
import { postKeys } from '../api/query-keys';
import { editorPath } from '../post-actions';

/**
 * A deleted, archived or unarchived post leaves the view it was in: it goes from every page shown at
 * once, then the lists (and their totals) are read again.
 */
function removeFromLists(queryClient: QueryClient, postId: number): void {
  queryClient.setQueriesData<PostListPage>({ queryKey: postKeys.lists() }, (page) =>
    page && { ...page, records: page.records.filter((post) => post.post_id !== postId) },
  );
  void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
}

export function useDeletePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => {
      removeFromLists(queryClient, postId);
      showSuccessToast(MESSAGES.postDeleted);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

/** Archive (true) or Unarchive (false). */
export function useArchivePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => archivePost(postId, archived),
    onSuccess: (_, archived) => {
      removeFromLists(queryClient, postId);
      showSuccessToast(archived ? MESSAGES.postArchived : MESSAGES.postUnarchived);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

/** The copy is a new draft, opened in the editor at once. */
/** "Add to queue": posts a draft at its organisation's next free posting time, which the server chooses. */
export function useAddToQueue(post: PostRecord, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      savePost({
        organization_id: post.organization_id,
        user_id: userId,
        post_id: post.post_id,
        campaign_name: post.campaign_name,
        goal: post.goal,
        industry: post.industry,
        region: post.region,
        audience: post.audience,
        publish_status: PUBLISH_STATUS.posted,
        post_to: OFFERED_PLATFORMS.map((platform_name) => ({ platform_name })),
        add_to_queue: true,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      showSuccessToast(MESSAGES.postQueued);
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}

export function useDuplicatePost(postId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => duplicatePost(postId),
    onSuccess: (copy) => {
      void queryClient.invalidateQueries({ queryKey: postKeys.lists() });
      showSuccessToast(MESSAGES.postDuplicated);
      void navigate(editorPath(copy.post_id));
    },
    onError: (error) => showErrorToast(getErrorMessage(error)),
  });
}
