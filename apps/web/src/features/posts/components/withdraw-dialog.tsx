import type { PostRecord } from '@roi/contract/posts';
import { useWithdraw } from '../hooks/use-publishing-actions';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before a posted post is taken back (its schedule cancelled, or after LinkedIn refused it): it
 * becomes a draft, to open in the editor again.
 */
export function WithdrawDialog({ post, scheduled, onClose }: { post: PostRecord; scheduled: boolean; onClose: () => void }) {
  const withdraw = useWithdraw(post.post_id);
  return (
    <ConfirmDialog
      title={scheduled ? 'Cancel the schedule?' : 'Back to draft?'}
      confirmLabel={scheduled ? 'Cancel schedule' : 'Back to draft'}
      cancelLabel="Keep"
      color="error"
      isPending={withdraw.isPending}
      onConfirm={() => withdraw.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    >
      {scheduled ? `“${post.campaign_name}” will not go out. ` : ''}It becomes a draft again, which you can open in the editor,
      change, and post or schedule later.
    </ConfirmDialog>
  );
}
