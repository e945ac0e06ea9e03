import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PostRecord } from '@roi/contract/posts';
import { useWithdraw } from '../hooks/use-publishing-actions';

/**
 * Asks before a posted post is taken back (its schedule cancelled, or after LinkedIn refused it): it
 * becomes a draft, to open in the editor again.
 */
export function WithdrawDialog({ post, scheduled, onClose }: { post: PostRecord; scheduled: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const withdraw = useWithdraw(post.post_id);
  return (
    <Dialog open onClose={withdraw.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{scheduled ? 'Cancel the schedule?' : 'Back to draft?'}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {scheduled ? `“${post.campaign_name}” will not go out. ` : ''}It becomes a draft again, which you can open in the
          editor, change, and post or schedule later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={withdraw.isPending} autoFocus>
          Keep
        </Button>
        <Button color="error" loading={withdraw.isPending} onClick={() => withdraw.mutate(undefined, { onSuccess: onClose })}>
          {scheduled ? 'Cancel schedule' : 'Back to draft'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
