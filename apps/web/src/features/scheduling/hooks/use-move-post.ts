import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copyPost } from '../api/copy-post';
import { movePost } from '../api/move-post';
import { schedulingKeys } from '../api/query-keys';

/**
 * Moves a post to another wall-clock time of its organisation. The caller decides what a refusal does
 * (a dragged post snaps back); either way the calendar is read again.
 */
export function useMovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, scheduleAt }: { postId: number; scheduleAt: string }) => movePost(postId, scheduleAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.calendars() }),
  });
}

/** Copies a post as a draft planned at another wall-clock time of its organisation; the calendar is read again. */
export function useCopyPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, plannedAt }: { postId: number; plannedAt: string }) => copyPost(postId, plannedAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.calendars() }),
  });
}
