import type { PostRecord } from '@roi/contract/posts';
import { useArchivePost } from '../hooks/use-post-actions';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before a post leaves the list; it stays on record and comes back with Unarchive. */
export function ArchivePostDialog({ post, onClose }: { post: PostRecord; onClose: () => void }) {
  const archive = useArchivePost(post.post_id);
  return (
    <ConfirmDialog
      title={`Archive “${post.campaign_name}”?`}
      confirmLabel="Archive"
      cancelLabel="Cancel"
      color="primary"
      isPending={archive.isPending}
      onConfirm={() => archive.mutate(true, { onSuccess: onClose })}
      onClose={onClose}
    >
      It leaves the list for everyone but stays on record: choose Status “Archived” to find it, and Unarchive to bring it back.
    </ConfirmDialog>
  );
}
