import type { PostRecord } from '@roi/contract/posts';
import { cutExcerpt, formatPostDate, publishStatusLabel } from '../post-format';
import { useDeletePost } from '../hooks/use-post-actions';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before a post that was never posted is deleted, naming it: deleting cannot be undone. */
export function DeletePostDialog({ post, onClose }: { post: PostRecord; onClose: () => void }) {
  const remove = useDeletePost(post.post_id);
  const text = cutExcerpt(post.excerpt, 80);
  return (
    <ConfirmDialog
      title={`Delete “${post.campaign_name}”?`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      color="error"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    >
      {publishStatusLabel(post.publish_status)} by {post.author_name}, last changed {formatPostDate(post.updated_at)}
      {text ? `: “${text}”` : ', with no text yet'}. It is deleted for everyone, with its images, and cannot be brought back.
    </ConfirmDialog>
  );
}
